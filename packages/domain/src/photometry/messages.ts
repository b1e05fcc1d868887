/** Why an IES file could not be read, and what the grid says of a mismatch (issue 25). */
export const photometryMessages = {
  tooLarge: (maxChars: number) =>
    `The IES file is larger than ${Math.round(maxChars / 1024)} KB: it cannot be a photometric file.`,
  empty: 'The IES file is empty.',
  unknownVersion: (header: string) =>
    `Line 1: "${header}" is not an IES LM-63 version we read (1986, 1991, 1995, 2002 or 2019).`,
  noTilt: 'There is no TILT= line: the file is not an IES LM-63 photometric file.',
  expected: (line: number, what: string, found: string | null) =>
    found === null
      ? `The file ends before ${what} (after line ${line}).`
      : `Line ${line}: expected ${what}, found "${found}".`,
  outOfRange: (line: number, what: string, detail: string) => `Line ${line}: ${what} ${detail}.`,
  onlyTypeC: (line: number, type: number) =>
    `Line ${line}: photometric type ${type} (${type === 2 ? 'B' : 'A'}) is not read: only type C photometry is.`,
  trailing: (line: number, found: string) =>
    `Line ${line}: "${found}" follows the last candela value: the angle counts may be wrong.`,
  /** The grid's hover text on a lumens or wattage cell that differs from the attached IES file. */
  fileSays: (value: string, unit: string) => `The IES file says ${value} ${unit}`,
} as const;
