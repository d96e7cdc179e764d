import { useEffect, useState } from 'react';
import { Box, Skeleton } from '@mui/material';

type Matrix = { size: number; path: string };

const cache = new Map<string, Matrix>();

/** Builds one SVG path of the dark modules (qrcode is loaded on first use, so it stays out of the main chunk). */
async function qrMatrix(value: string): Promise<Matrix> {
  const hit = cache.get(value);
  if (hit) return hit;
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) {
      if (modules.get(r, c)) parts.push(`M${c} ${r}h1v1h-1z`);
    }
  }
  const matrix = { size: modules.size, path: parts.join('') };
  cache.set(value, matrix);
  return matrix;
}

/**
 * A QR code drawn in the browser as SVG (crisp on screen and in print). `size` is any CSS length.
 * A quiet zone of 2 modules surrounds the code.
 */
export function QrCode({
  value,
  size = 160,
  title,
}: {
  value: string;
  size?: number | string;
  title?: string;
}) {
  const [matrix, setMatrix] = useState<Matrix | null>(() => cache.get(value) ?? null);
  useEffect(() => {
    let live = true;
    qrMatrix(value).then(
      (m) => live && setMatrix(m),
      () => live && setMatrix(null),
    );
    return () => {
      live = false;
    };
  }, [value]);
  const css = typeof size === 'number' ? `${size}px` : size;
  if (!matrix) return <Skeleton variant="rectangular" sx={{ width: css, height: css }} />;
  const q = 2;
  const box = matrix.size + 2 * q;
  return (
    <Box
      component="svg"
      viewBox={`${-q} ${-q} ${box} ${box}`}
      role="img"
      aria-label={title ?? value}
      data-qr-value={value}
      shapeRendering="crispEdges"
      sx={{ width: css, height: css, display: 'block', bgcolor: '#fff' }}
    >
      <rect x={-q} y={-q} width={box} height={box} fill="#fff" />
      <path d={matrix.path} fill="#000" />
    </Box>
  );
}

export default QrCode;
