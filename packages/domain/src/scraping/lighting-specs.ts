/** What a product page's text says of a luminaire, as the numbers and words were written. */
export type LightingSpecs = {
  wattage?: string;
  lumens?: string;
  /** Colour temperature in kelvin ('3000'). */
  cct?: string;
  /** Ingress protection ('IP65'). */
  ipRating?: string;
  /** '120-277V', '24V DC'. */
  voltage?: string;
};

// A number not glued to a word or another number before it ('X12 W' is not 12 W).
const lead = String.raw`(?<![\w.,])`;
const wattage = new RegExp(`${lead}(\\d{1,4}(?:\\.\\d{1,2})?)\\s?(?:W|[Ww]atts?)(?![\\w/])`);
const lumens = new RegExp(
  `${lead}(\\d{1,3}(?:,\\d{3})+|\\d{1,6})(?:\\.\\d+)?\\s?(?:lm|lumens?)\\b`,
  'i',
);
const cct = new RegExp(`${lead}(\\d{4})\\s?K\\b`);
const ipRating = /\bIP\s?([0-6][0-9]|[0-6]X|X[0-9])\b/;
const voltage = new RegExp(
  `${lead}(\\d{1,3}(?:\\s?[-–/]\\s?\\d{1,3})?)\\s?V(?:\\s?(AC|DC))?(?![\\w])`,
);

/**
 * The lighting figures a page's text gives, the first of each: '12 W', '1,200 lm', '3000K',
 * 'IP65', '120-277V'. Kelvin outside 1,000 to 10,000 is not a colour temperature.
 */
export function readLightingSpecs(text: string): LightingSpecs {
  const specs: LightingSpecs = {};
  const watts = wattage.exec(text)?.[1];
  if (watts && Number(watts) > 0) specs.wattage = watts;
  const lm = lumens.exec(text)?.[1];
  if (lm && Number(lm.replaceAll(',', '')) > 0) specs.lumens = lm.replaceAll(',', '');
  for (const match of text.matchAll(new RegExp(cct.source, 'g'))) {
    const kelvin = Number(match[1]);
    if (kelvin >= 1000 && kelvin <= 10_000) {
      specs.cct = match[1];
      break;
    }
  }
  const ip = ipRating.exec(text)?.[1];
  if (ip) specs.ipRating = `IP${ip}`;
  const volts = voltage.exec(text);
  if (volts?.[1]) {
    const range = volts[1].replace(/\s/g, '').replace('–', '-');
    specs.voltage = `${range}V${volts[2] ? ` ${volts[2]}` : ''}`;
  }
  return specs;
}
