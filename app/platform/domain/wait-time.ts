/** "30 segundos", "1 minuto", "5 minutos": how long someone must wait, in words (rounded up). */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? "1 segundo" : `${s} segundos`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? "1 minuto" : `${minutes} minutos`;
}
