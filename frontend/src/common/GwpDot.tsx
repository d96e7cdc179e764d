import { Box } from '@mui/material';
import { gwpBand } from '@domain';

const COLOURS = { LOW: '#16a34a', MEDIUM: '#f59e0b', HIGH: '#dc2626' } as const;

/** Coloured dot for a GWP value: green low (<1000), amber medium (<2000), red high, grey unknown. */
export function GwpDot({ gwp }: { gwp: number | null | undefined }) {
  const band = gwpBand(gwp);
  return (
    <Box
      component="span"
      data-band={band ?? 'NONE'}
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        mr: 1,
        flexShrink: 0,
        bgcolor: band ? COLOURS[band] : 'grey.400',
      }}
    />
  );
}

export default GwpDot;
