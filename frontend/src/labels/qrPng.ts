/** A PNG data URL of the label's QR code (qrcode is loaded on first use, outside the main chunk). */
export async function qrPngDataUrl(value: string, width = 640): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(value, { errorCorrectionLevel: 'M', margin: 2, width, type: 'image/png' });
}
