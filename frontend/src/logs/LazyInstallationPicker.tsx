import { lazy, Suspense, type ComponentProps } from 'react';
import type { InstallationPicker as Picker } from './InstallationPicker';

// The installation picker (an Autocomplete) loads when a mutation type asks for an installation.
const InstallationPicker = lazy(() =>
  import('./InstallationPicker').then((m) => ({ default: m.InstallationPicker })),
);

/** The installation picker, loaded when first shown (nothing shows while it loads). */
export function LazyInstallationPicker(props: ComponentProps<typeof Picker>) {
  return (
    <Suspense fallback={null}>
      <InstallationPicker {...props} />
    </Suspense>
  );
}
