import { describe, expect, it } from 'vitest';
import { parseIes } from './ies-parse.ts';
import { cosd, every5, iesFile } from './ies-samples.test-support.ts';

/** The parse, or the test fails with the parser's own message. */
function read(text: string) {
  const result = parseIes(text);
  if (!result.ok) throw new Error(result.message);
  return result.photometry;
}

// Tolerances. A uniform distribution is integrated exactly by the zonal method (each zone's
// solid angle is exact and the intensity is constant), so it is checked to 1e-6 lm. A smooth one
// is taken as constant over each 5° zone: for I0·cos θ the zonal sum is 3138.60 lm against
// π·I0 = 3141.59 (−0.095 %), so smooth distributions are checked to 0.2 %, well above the
// method's error and well below any real mistake (a lost ×2, a wrong symmetry factor).
const smooth = (actual: number, expected: number) =>
  expect(Math.abs(actual / expected - 1)).toBeLessThan(0.002);

describe('parseIes: LM-63-2002', () => {
  // A uniform 100 cd sphere, 0-180° vertical, one horizontal plane (symmetric about the axis):
  // Φ = ∫ 100 dΩ = 4π · 100 = 1256.637 lm; 10 W in, so 125.66 lm/W.
  const sphere = iesFile({
    header: 'IESNA:LM-63-2002',
    keywords: [
      '[TEST] ABC1234',
      '[MANUFAC] Acme Lighting',
      '[LUMCAT] DL-100-30',
      '[LUMINAIRE] Downlight, opal diffuser',
      '[LAMP] LED module',
      '[MORE] 3000K, CRI 90',
      '[_SERIAL] 42',
    ],
    electrical: [1, 1, 10],
    vertical: every5(0, 180),
    horizontal: [0],
    candela: () => 100,
  });

  it('integrates a uniform sphere to 4π × 100 lm and reads the keywords', () => {
    const p = read(sphere);
    expect(p.format).toBe('2002');
    expect(p.lumens).toBeCloseTo(4 * Math.PI * 100, 6);
    expect(p.inputWatts).toBe(10);
    expect(p.efficacy).toBeCloseTo(125.6637, 3);
    expect(p.manufacturer).toBe('Acme Lighting');
    expect(p.catalogueNumber).toBe('DL-100-30');
    expect(p.lamp).toBe('LED module\n3000K, CRI 90'); // [MORE] continues [LAMP]
    expect(p.cct).toBe(3000); // from the lamp's text
    expect(p.keywords._SERIAL).toBe('42');
    expect(p.lumensPerLamp).toBeNull(); // -1: absolute photometry
    expect(p.lampLumens).toBeNull();
    expect(p.verticalAngles).toHaveLength(37);
  });

  it('doubles with a candela multiplier of 2, and scales by the ballast factor', () => {
    const doubled = sphere.replace(/^1 -1 1 /m, '1 -1 2 ');
    expect(read(doubled).lumens).toBeCloseTo(2 * 1256.637, 2);
    // Ballast factor 0.9: 1256.637 × 0.9 = 1130.973 lm; "future use" (2.5 here) is ignored.
    const ballast = sphere.replace(/^1 1 10$/m, '0.9 2.5 10');
    expect(read(ballast).lumens).toBeCloseTo(1130.973, 2);
  });

  it('gives the same total for one plane, a quadrant, a half and the full 0-360', () => {
    // I(θ, φ) = 100 · (1 + 0.5 cos 2φ), symmetric in each quadrant: the cos 2φ term averages to 0
    // over any quadrant (trapezoid on 0, 22.5, ..., 90: ½·1 + .707 + 0 − .707 − ½·1 = 0), so every
    // form totals 4π · 100 = 1256.637 lm.
    const candela = (_v: number, h: number) => 100 * (1 + 0.5 * cosd(2 * h));
    const form = (horizontal: number[]) =>
      read(iesFile({ header: 'IESNA:LM-63-2002', vertical: every5(0, 180), horizontal, candela }))
        .lumens;
    const step = (to: number) => Array.from({ length: to / 22.5 + 1 }, (_, i) => i * 22.5);
    for (const horizontal of [step(90), step(180), step(360)]) {
      expect(form(horizontal)).toBeCloseTo(4 * Math.PI * 100, 6);
    }
    // Bilateral about the 90-270 plane, as some files give it.
    expect(form([90, 135, 180, 225, 270])).toBeCloseTo(4 * Math.PI * 100, 6);
  });

  it('reads numbers separated by commas and spread over any lines', () => {
    const commas = iesFile({
      header: 'IESNA:LM-63-2002',
      vertical: every5(0, 180),
      horizontal: [0],
      candela: () => 100,
      separator: ', ',
    });
    expect(read(commas).lumens).toBeCloseTo(1256.637, 2);
    const oneALine = sphere.replace(
      /^(TILT=NONE\r\n)([\s\S]*)$/m,
      (_all, tilt, rest: string) => tilt + rest.trim().split(/\s+/).join('\n'),
    );
    expect(read(oneALine).lumens).toBeCloseTo(1256.637, 2);
  });
});

describe('parseIes: LM-63-1995', () => {
  // A Lambertian downlight: I(θ) = 1000 cos θ over 0-90°, nothing above, quadrant symmetric.
  // Φ = ∫0^2π ∫0^π/2 1000 cos θ sin θ dθ dφ = 2π · 1000 · ½ = π · 1000 = 3141.59 lm.
  const lambertian = iesFile({
    header: 'IESNA:LM-63-1995',
    keywords: ['[MANUFAC] Beta', '[_CCT] 4000', '[LAMP] 2x LED 3500K'],
    electrical: [1, 1, 25],
    vertical: every5(0, 90),
    horizontal: [0, 45, 90],
    candela: (v) => 1000 * cosd(v),
  });

  it('integrates I0 cos θ to π × I0, efficacy lm / W, CCT from a user keyword first', () => {
    const p = read(lambertian);
    expect(p.format).toBe('1995');
    smooth(p.lumens, Math.PI * 1000);
    smooth(p.efficacy as number, (Math.PI * 1000) / 25); // 125.66 lm/W
    expect(p.cct).toBe(4000); // [_CCT] wins over the lamp text's 3500K
    expect(p.units).toBe('meters');
  });

  it('applies the ballast-lamp photometric factor of the 1995 format', () => {
    // Factor 0.5: π · 1000 · 0.5 = 1570.80 lm.
    smooth(read(lambertian.replace(/^1 1 25$/m, '1 0.5 25')).lumens, 1570.8);
  });

  it('skips a TILT=INCLUDE block and reads relative photometry', () => {
    // Two lamps of 1000 lm: lamp lumens 2000. The tilt block (geometry 1, 3 pairs of angles and
    // multipliers) is spread over lines as files do.
    const included = lambertian
      .replace('TILT=NONE', 'TILT=INCLUDE\r\n1\r\n3\r\n0 45\r\n90\r\n1 0.95 0.9')
      .replace(/^1 -1 1 /m, '2 1000 1 ');
    const p = read(included);
    expect(p.tilt).toBe('INCLUDE');
    expect(p.lamps).toBe(2);
    expect(p.lampLumens).toBe(2000);
    smooth(p.lumens, Math.PI * 1000);
  });

  it('keeps the name of a tilt file without reading further', () => {
    expect(read(lambertian.replace('TILT=NONE', 'TILT=lamp.tlt')).tilt).toBe('lamp.tlt');
  });
});

describe('parseIes: LM-63-1986 and 1991', () => {
  it('reads a 1986 file (no header line, free text) with commas', () => {
    // Uniform 50 cd over the lower hemisphere 0-90°: Φ = 2π · 50 = 314.159 lm (exact).
    const text = iesFile({
      keywords: ['ACME LIGHTING CO. TEST 1986-12', 'RECESSED DOWNLIGHT 2700K'],
      vertical: every5(0, 90),
      horizontal: [0, 90, 180],
      candela: () => 50,
      separator: ',',
    });
    const p = read(text);
    expect(p.format).toBe('1986');
    expect(p.lumens).toBeCloseTo(2 * Math.PI * 50, 6);
    expect(p.cct).toBe(2700);
    expect(p.manufacturer).toBeNull();
  });

  it('reads IESNA91', () => {
    const text = iesFile({
      header: 'IESNA91',
      keywords: ['[COLORTEMP] 5000'],
      vertical: [0, 90, 180],
      horizontal: [0],
      candela: () => 10,
    });
    const p = read(text);
    expect(p.format).toBe('1991');
    expect(p.lumens).toBeCloseTo(40 * Math.PI, 6); // uniform: exact on any grid
    expect(p.cct).toBe(5000);
  });
});
