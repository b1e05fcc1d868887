/**
 * The words the catalogue search bench builds its products from. Every brand and series is
 * invented; the lists are long enough that a word's share of 100,000 products is realistic
 * (one manufacturer ~1.7 %, one model family a handful of products).
 */

/** A list written as words on lines. */
const wordsOf = (text: string) => text.trim().split(/\s+/);

export type Manufacturer = { name: string; code: string };

export const manufacturers: readonly Manufacturer[] = [
  ['Aldermoor Lighting', 'ALD'],
  ['Brightwell Luminaires', 'BRW'],
  ['Castellan Light', 'CAS'],
  ['Dunmore Optics', 'DUN'],
  ['Everlume Systems', 'EVL'],
  ['Fairhaven Lighting', 'FHV'],
  ['Glenrock Luminaires', 'GLR'],
  ['Halvorsen Lys', 'HAL'],
  ['Ilford Bay Lighting', 'IFB'],
  ['Jarrow Architectural', 'JAR'],
  ['Kelburn Light Works', 'KEL'],
  ['Larchmont Lighting', 'LAR'],
  ['Merriden Luminaires', 'MER'],
  ['Northvale Optics', 'NTV'],
  ['Oakhurst Lighting', 'OAK'],
  ['Pennant Lightcraft', 'PEN'],
  ['Quarrington Light', 'QRT'],
  ['Redmere Luminaires', 'RDM'],
  ['Solvane Lighting', 'SOL'],
  ['Thornbury Optics', 'THB'],
  ['Ulverston Light', 'ULV'],
  ['Valdora Luminaires', 'VAL'],
  ['Westmarch Lighting', 'WMC'],
  ['Yarrowby Light', 'YAR'],
  ['Zennor Lighting', 'ZEN'],
  ['Ashgrove Luminaires', 'ASH'],
  ['Brackenridge Lighting', 'BRK'],
  ['Corriveau Éclairage', 'COR'],
  ['Delmont Light', 'DEL'],
  ['Eskdale Optics', 'ESK'],
  ['Farrowfield Lighting', 'FAR'],
  ['Greystoke Luminaires', 'GRY'],
  ['Hollins & Webb', 'HWB'],
  ['Invermay Lighting', 'INV'],
  ['Kilbride Light', 'KIL'],
  ['Lindqvist Belysning', 'LIN'],
  ['Mortlake Lighting', 'MOR'],
  ['Nethercott Luminaires', 'NET'],
  ['Ormsby Light', 'ORM'],
  ['Penrose Architectural', 'PNR'],
  ['Ravensworth Lighting', 'RAV'],
  ['Stenhouse Optics', 'STN'],
  ['Tavistock Light', 'TAV'],
  ['Underhill Luminaires', 'UND'],
  ['Verity Lightworks', 'VER'],
  ['Whitcombe Lighting', 'WHT'],
  ['Ambrose & Kell', 'AMK'],
  ['Blackwater Luminaires', 'BLK'],
  ['Coldharbour Lighting', 'CLD'],
  ['Drummond Light', 'DRM'],
  ['Elmswell Optics', 'ELM'],
  ['Foxley Lighting', 'FOX'],
  ['Gilmour Luminaires', 'GIL'],
  ['Hexham Lightcraft', 'HEX'],
  ['Kirkwall Lighting', 'KRK'],
  ['Lockhart Light', 'LOC'],
  ['Marchetti Illuminazione', 'MRC'],
  ['Nordhavn Lys', 'NOR'],
  ['Pemberton Luminaires', 'PEM'],
  ['Rosslyn Lighting', 'ROS'],
].map(([name, code]) => ({ name: name as string, code: code as string }));

export type ProductKind = {
  productType: string;
  code: string;
  /** How the description names it (after size and the light source). */
  noun: string;
  mountings: readonly string[];
  environments: readonly string[];
  watts: readonly [number, number];
  efficacy: readonly [number, number];
  price: readonly [number, number];
  /** Sold by length (linear systems): the description gives one. */
  linear?: boolean;
};

const indoor = ['Indoor'] as const;
const indoorDamp = ['Indoor', 'Indoor', 'Damp'] as const;
const outdoor = ['Outdoor', 'Wet', 'Wet', 'Damp'] as const;

const kind = (
  productType: string,
  code: string,
  noun: string,
  mountings: readonly string[],
  environments: readonly string[],
  watts: readonly [number, number],
  efficacy: readonly [number, number],
  price: readonly [number, number],
  linear = false,
): ProductKind => ({
  productType,
  code,
  noun,
  mountings,
  environments,
  watts,
  efficacy,
  price,
  linear,
});

// biome-ignore format: a table reads best one kind a line
export const productKinds: readonly ProductKind[] = [
  kind('Downlight', 'DL', 'downlight', ['Recessed'], indoorDamp, [6, 40], [60, 110], [80, 650]),
  kind('Cylinder', 'CY', 'cylinder', ['Surface', 'Pendant'], indoorDamp, [8, 45], [60, 105], [140, 900]),
  kind('Linear Pendant', 'LP', 'linear pendant', ['Pendant', 'Suspended'], indoor, [15, 120], [90, 150], [250, 2000], true),
  kind('Linear Recessed', 'LR', 'recessed linear', ['Recessed'], indoor, [10, 90], [90, 145], [200, 1600], true),
  kind('Linear Surface', 'LS', 'surface linear', ['Surface'], indoorDamp, [10, 80], [85, 140], [150, 1200], true),
  kind('Cove Light', 'CV', 'cove light', ['Surface'], indoor, [4, 30], [70, 120], [60, 500], true),
  kind('Tape Light', 'TL', 'tape light', ['Surface'], indoorDamp, [2, 24], [60, 120], [20, 300], true),
  kind('Track Spot', 'TS', 'track spot', ['Track'], indoor, [6, 45], [55, 100], [120, 900]),
  kind('Track Flood', 'TF', 'track flood', ['Track'], indoor, [12, 60], [60, 105], [150, 1100]),
  kind('Wall Washer', 'WW', 'wall washer', ['Recessed', 'Surface'], indoorDamp, [10, 60], [60, 110], [180, 1400], true),
  kind('Wall Sconce', 'SC', 'wall sconce', ['Wall'], indoorDamp, [5, 30], [50, 100], [90, 1200]),
  kind('Step Light', 'ST', 'step light', ['Recessed', 'Wall'], outdoor, [2, 8], [50, 90], [60, 450]),
  kind('Bollard', 'BO', 'bollard', ['Surface'], outdoor, [8, 40], [60, 110], [400, 1900]),
  kind('Floodlight', 'FL', 'floodlight', ['Surface', 'Pole'], outdoor, [20, 200], [80, 140], [200, 2000]),
  kind('In-grade Uplight', 'IG', 'in-grade uplight', ['In-grade'], outdoor, [5, 50], [55, 100], [300, 1800]),
  kind('Canopy', 'CN', 'canopy', ['Surface', 'Recessed'], outdoor, [20, 150], [90, 150], [180, 1300]),
  kind('High Bay', 'HB', 'high bay', ['Pendant', 'Surface'], indoorDamp, [60, 200], [110, 160], [180, 1200]),
  kind('Troffer', 'TR', 'troffer', ['Recessed'], indoor, [20, 50], [100, 150], [80, 450]),
  kind('Flat Panel', 'FP', 'flat panel', ['Recessed', 'Surface'], indoor, [20, 50], [100, 140], [50, 350]),
  kind('Decorative Pendant', 'DP', 'decorative pendant', ['Pendant', 'Suspended'], indoor, [5, 60], [50, 100], [200, 2000]),
  kind('Strip Light', 'SL', 'strip light', ['Surface'], indoorDamp, [10, 70], [100, 150], [30, 300], true),
  kind('Exit Sign', 'EX', 'exit sign', ['Wall', 'Surface'], indoorDamp, [2, 5], [50, 80], [40, 300]),
  kind('Area Light', 'AL', 'area light', ['Pole'], outdoor, [40, 200], [100, 160], [400, 2000]),
  kind('Post Top', 'PT', 'post top', ['Pole'], outdoor, [20, 100], [80, 130], [350, 1800]),
  kind('Vanity Light', 'VL', 'vanity light', ['Wall'], indoorDamp, [8, 40], [60, 100], [70, 600], true),
];

/** Series names a manufacturer gives its families (each brand takes a few). */
export const seriesNames: readonly string[] = wordsOf(`
  Vela Orbit Halo Merit Solace Cinder Arden Brio Corvo Dusk Ember Fjord Gala Heron Iris Juno
  Kestrel Lyra Mistral Nimbus Opal Pike Quill Rune Sable Tern Umbra Vireo Wren Zephyr Aster
  Bastion Cobalt Delta Eclipse Flint Garnet Harbor Indigo Jasper Kite Linden Marlow Nova Onyx
  Pavilion Quartz Ridge Slate Talon Unity Vantage Willow Axiom Beacon Cirrus Drift Elara Falcon
  Glint Helix Isle Jetty Kinetic Lumina Meridia Noctis Oriel Prism Quasar Radius Spire Tessera
  Uplift Verge Wayfarer Xenia Yonder Zenith Alcove Bluff Crest Dorado Estuary Fathom Grove Hearth
  Inlet Juniper Keel
`);

export const cctChoices: readonly (readonly [number, number])[] = [
  [2700, 20],
  [3000, 35],
  [3500, 15],
  [4000, 25],
  [5000, 5],
];

/** How the colour rendering is written, and the index it means. */
export const criChoices: readonly (readonly [string, number, number])[] = [
  ['80 CRI', 80, 25],
  ['90 CRI', 90, 50],
  ['CRI 95', 95, 15],
  ['90+ CRI', 90, 10],
];

export const linearLengths = [
  '2 ft',
  '4 ft',
  '4 ft',
  '8 ft',
  '600mm',
  '1200mm',
  '1500mm',
  '2400mm',
];

export const optics = [
  'narrow 15° beam',
  'medium 25° beam',
  'wide 40° beam',
  'flood 60° beam',
  'asymmetric optic',
  'batwing distribution',
  'opal diffuser',
  'microprismatic lens',
  'frosted lens',
  'low-glare reflector',
];

export const dimmings = [
  '0-10V dimming to 1%',
  'DALI-2 dimming',
  'phase dimming',
  'Lutron EcoSystem driver',
  'non-dimming driver',
  'DMX control',
];

export const finishes: readonly (readonly [string, string])[] = [
  ['matte white', 'WH'],
  ['matte black', 'BK'],
  ['satin aluminum', 'SA'],
  ['dark bronze', 'BZ'],
  ['brushed brass', 'BR'],
  ['textured graphite', 'GR'],
];

export const voltages = ['120-277V', '120-277V', '120V', '347-480V', '24VDC'];

/** Where a collection's products went: a place, then a kind of building. */
export const places: readonly string[] = wordsOf(`
  Harbour Meridian Kingsway Riverside Elmwood Summit Lakeshore Granary Foundry Beacon Crescent
  Oldtown Parkside Quayside Redcliffe Southbank Thistle Upland Victoria Waterloo Ashby Bramley
  Chandler Dockside Eastgate Fernhill Greenwich Highgate Ironbridge Juniper Kensal Larkhill
  Millbrook Newhaven Orchard Pinewood Queensgate Rosehill Stonebridge Tidewater
`);

export const venues: readonly string[] = wordsOf(`
  Hotel Tower Library Campus Residences Offices Museum Hospital School Arena Terminal Gallery
  Market Studios Clinic
`);
