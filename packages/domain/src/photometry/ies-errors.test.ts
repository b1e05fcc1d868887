import { describe, expect, it } from 'vitest';
import { iesMaxChars, parseIes } from './ies-parse.ts';

/** The message of a refused file; the test fails if it was read. */
function refusal(text: string): string {
  const result = parseIes(text);
  if (result.ok) throw new Error('read a broken file');
  return result.message;
}

const good = [
  'IESNA:LM-63-2002', // line 1
  '[MANUFAC] Acme', // 2
  'TILT=NONE', // 3
  '1 -1 1 3 1 1 2 0 0 0', // 4
  '1 1 10', // 5
  '0 45 90', // 6: vertical angles
  '0', // 7: horizontal angle
  '100 70 0', // 8: candelas
].join('\n');

describe('parseIes refuses broken files with the line and what was expected', () => {
  it('reads the good file the others break', () => {
    expect(parseIes(good).ok).toBe(true);
  });

  it('names the line of a word where a number belongs', () => {
    expect(refusal(good.replace('100 70 0', '100 abc 0'))).toBe(
      'Line 8: expected a candela value, found "abc".',
    );
    expect(refusal(good.replace('1 1 10', '1 1 ten'))).toBe(
      'Line 5: expected the input watts, found "ten".',
    );
  });

  it('says what is missing when the file stops short', () => {
    expect(refusal(good.replace('100 70 0', '100 70'))).toBe(
      'The file ends before a candela value (after line 8).',
    );
    expect(refusal(good.split('\n').slice(0, 3).join('\n'))).toBe(
      'The file ends before the number of lamps (after line 3).',
    );
  });

  it('refuses extra numbers, which mean the counts are wrong', () => {
    expect(refusal(`${good}\n5`)).toBe(
      'Line 9: "5" follows the last candela value: the angle counts may be wrong.',
    );
  });

  it('refuses what is not LM-63 type C', () => {
    expect(refusal('hello')).toBe(
      'There is no TILT= line: the file is not an IES LM-63 photometric file.',
    );
    expect(refusal('')).toBe('The IES file is empty.');
    expect(refusal(good.replace('LM-63-2002', 'LM-63-2031'))).toBe(
      'Line 1: "IESNA:LM-63-2031" is not an IES LM-63 version we read (1986, 1991, 1995, 2002 or 2019).',
    );
    expect(refusal(good.replace('1 -1 1 3 1 1 2', '1 -1 1 3 1 2 2'))).toBe(
      'Line 4: photometric type 2 (B) is not read: only type C photometry is.',
    );
    expect(refusal(good.replace('0 45 90', '0 90 45'))).toBe(
      'Line 6: the vertical angles must increase.',
    );
    expect(refusal(good.replace('1 -1 1 3 1', '1 -1 1 3.5 1'))).toBe(
      'Line 4: the number of vertical angles must be a whole number from 1 to 3601.',
    );
    expect(refusal(good.replace('1 -1 1 3 1', '1 -1 1 999999999 1'))).toContain(
      'must be a whole number from 1 to 3601',
    );
    const twoPlanes = good.replace('1 -1 1 3 1', '1 -1 1 3 2').replace('\n0\n', '\n0 45\n');
    expect(refusal(`${twoPlanes}\n100 70 0`)).toBe(
      'Line 7: the horizontal angles must span 0, 90, 180 or 360 degrees.',
    );
  });

  it('refuses a file over the size cap before reading it', () => {
    expect(refusal(`${good}\n${' '.repeat(iesMaxChars)}`)).toBe(
      'The IES file is larger than 2048 KB: it cannot be a photometric file.',
    );
  });

  it('never throws, whatever the bytes', () => {
    const noise = [
      'TILT=INCLUDE\n1\n-5',
      'TILT=NONE\n1e999 1 1 1 1 1 1 0 0 0',
      `TILT=NONE\n${'9 '.repeat(50)}`,
      'IESNA91\n[MORE] x\nTILT=',
      '\uFEFFIESNA:LM-63-1995\r\rTILT=NONE\r1 -1 1 1 1 1 1 0 0 0 1 1 1 0 0 5',
    ];
    for (const text of noise) expect(() => parseIes(text)).not.toThrow();
    // The last one is a valid one-angle file: a single zone of no width gives no light.
    expect(parseIes(noise[4] as string)).toMatchObject({ ok: true, photometry: { lumens: 0 } });
  });
});
