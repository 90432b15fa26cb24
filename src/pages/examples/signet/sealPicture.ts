/**
 * Draws a round red seal (公章 style): a ring, a five-pointed star in the middle and the
 * organisation's name along the upper arc; answers it as a PNG data URL. Browser canvas only.
 */
export function drawSeal(name: string, size = 240): string {
  const c = document.createElement('canvas');
  c.width = size;
  c.height = size;
  const g = c.getContext('2d')!;
  const r = size / 2;
  const red = '#d4111a';
  g.strokeStyle = red;
  g.fillStyle = red;
  g.lineWidth = size * 0.035;
  g.beginPath();
  g.arc(r, r, r - g.lineWidth, 0, Math.PI * 2);
  g.stroke();
  // the star
  g.beginPath();
  const outer = size * 0.15;
  const inner = outer * 0.382;
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    g.lineTo(r + rad * Math.cos(a), r + rad * Math.sin(a));
  }
  g.closePath();
  g.fill();
  // the name along the upper arc, from about 8 o'clock to 4 o'clock
  const chars = [...name.trim()].slice(0, 20);
  const fontSize = Math.min(size * 0.13, (size * 2.6) / Math.max(chars.length, 1));
  g.font = `bold ${fontSize}px "Noto Serif CJK SC", "SimSun", serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const spread = Math.min(Math.PI * 1.3, chars.length * 0.32);
  chars.forEach((ch, i) => {
    const a = -Math.PI / 2 - spread / 2 + (spread * (i + 0.5)) / chars.length;
    const rr = r - g.lineWidth - fontSize * 0.75;
    g.save();
    g.translate(r + rr * Math.cos(a), r + rr * Math.sin(a));
    g.rotate(a + Math.PI / 2);
    g.fillText(ch, 0, 0);
    g.restore();
  });
  return c.toDataURL('image/png');
}
