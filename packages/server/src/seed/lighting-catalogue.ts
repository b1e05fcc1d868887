/**
 * The invented catalogue behind the demo products: product families (how each kind of fitting
 * looks, what it draws and costs, where it goes) and the made-up brands that sell them. Every
 * brand, series, model code and web address is invented; the addresses use `.example`.
 */

export type Mounting = 'Recessed' | 'Surface' | 'Pendant' | 'Track' | 'Wall' | 'In-grade';
export type Environment = 'Indoor' | 'Damp' | 'Wet';

export type Variant = { model: string; code: string; detail: string };

export type Beam = { name: string; code: string };

const beam = (name: string, code: string): Beam => ({ name, code });

export type Look = {
  variant: Variant;
  beam: Beam | null;
  cct: number;
  cri: number;
  dimming: string;
  finish: Finish;
  environment: Environment;
  mounting: Mounting;
  voltage: string;
};

export type Finish = { name: string; code: string };

export type Family = {
  productType: string;
  slug: string;
  mountings: readonly Mounting[];
  environments: readonly Environment[];
  voltages: readonly string[];
  watts: readonly number[];
  /** Lumens per watt this kind of product reaches. */
  efficacy: readonly [number, number];
  /** Budget price in USD from the smallest to the largest wattage. */
  price: readonly [number, number];
  leadWeeks: readonly [number, number];
  quantity: readonly [number, number];
  variants: readonly Variant[];
  beams: readonly Beam[] | null;
  ccts: readonly number[];
  finishes: readonly Finish[];
  /** The light's part of the product code; by default CRI and colour temperature (930…). */
  lightCode?: (look: Look) => string;
  /** Areas (row tags) this kind of product usually serves. */
  areas: readonly string[];
  /** Where in the area it sits, for the row's location. */
  places: readonly string[];
  describe: (look: Look) => string;
};

const finishes = {
  white: { name: 'matte white', code: 'WH' },
  black: { name: 'matte black', code: 'BK' },
  bronze: { name: 'dark bronze', code: 'BZ' },
  aluminum: { name: 'satin aluminum', code: 'SA' },
  graphite: { name: 'textured graphite', code: 'GR' },
  brass: { name: 'brushed brass', code: 'BR' },
  stainless: { name: '316 stainless steel', code: 'SS' },
} satisfies Record<string, Finish>;

const lineVoltage = ['120-277V', '120-277V', '120V', '277V'] as const;
const lowVoltage = ['24VDC'] as const;

export const lineDimming = [
  '0-10V dimming to 1%',
  '0-10V dimming to 10%',
  'DALI-2 dimming',
  'phase dimming (ELV/TRIAC) to 5%',
  'Lutron EcoSystem dimming',
  'non-dimming driver',
];
export const lowVoltageDimming = [
  'PWM dimming from a compatible 24VDC driver',
  'DMX/RDM through a remote decoder',
  '0-10V dimming through a remote driver',
];

// Exit signs carry no colour temperature: the draw of CRI picks the letters' colour instead.
const exitLetters = (look: Look) => (look.cri === 90 ? 'red' : 'green');

const colour = (look: Look) => `${look.cct}K ${look.cri} CRI`;

const listing = (look: Look, wet = 'wet location listed, IP66') =>
  look.environment === 'Wet' ? wet : look.environment === 'Damp' ? 'damp location listed' : '';

/** Joins clauses into a sentence, leaving out empty ones. */
const sentence = (...clauses: string[]) => {
  const text = clauses.filter(Boolean).join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

export const families: readonly Family[] = [
  {
    productType: 'Downlight',
    slug: 'downlights',
    mountings: ['Recessed'],
    environments: ['Indoor', 'Indoor', 'Damp', 'Wet'],
    voltages: lineVoltage,
    watts: [8, 10, 12, 15, 18, 22, 27, 32, 40],
    efficacy: [72, 112],
    price: [95, 620],
    leadWeeks: [2, 10],
    quantity: [6, 60],
    variants: [
      { model: '3 Round', code: '3R', detail: '3" round aperture' },
      { model: '4 Round', code: '4R', detail: '4" round aperture' },
      { model: '4 Square', code: '4S', detail: '4" square aperture' },
      { model: '6 Round', code: '6R', detail: '6" round aperture' },
      { model: '2 Pinhole', code: '2P', detail: '2" pinhole aperture' },
    ],
    beams: [beam('15°', '15'), beam('25°', '25'), beam('40°', '40'), beam('60°', '60')],
    ccts: [2700, 3000, 3500, 4000],
    finishes: [finishes.white, finishes.black, finishes.aluminum],
    areas: [
      'Lobby',
      'Corridor',
      'Guest Room',
      'Spa',
      'Restaurant',
      'Ballroom',
      'Meeting Room',
      'Reading Room',
      'Fitness',
    ],
    places: ['ceiling', 'soffit', 'ceiling grid'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} recessed LED downlight`,
        `${look.beam?.name} beam`,
        colour(look),
        look.dimming,
        `${look.finish.name} regressed trim`,
        'IC-rated new-construction housing',
        listing(look),
      ),
  },
  {
    productType: 'Cylinder',
    slug: 'cylinders',
    mountings: ['Pendant', 'Surface'],
    environments: ['Indoor', 'Damp'],
    voltages: lineVoltage,
    watts: [10, 15, 20, 28, 36, 45],
    efficacy: [70, 105],
    price: [240, 980],
    leadWeeks: [3, 12],
    quantity: [2, 16],
    variants: [
      { model: '3 Cylinder', code: '3C', detail: '3" diameter' },
      { model: '4 Cylinder', code: '4C', detail: '4" diameter' },
      { model: '6 Cylinder', code: '6C', detail: '6" diameter' },
    ],
    beams: [beam('20°', '20'), beam('35°', '35'), beam('55°', '55')],
    ccts: [2700, 3000, 3500],
    finishes: [finishes.white, finishes.black, finishes.bronze, finishes.brass],
    areas: ['Lobby', 'Restaurant', 'Ballroom', 'Reading Room'],
    places: ['ceiling', 'double-height ceiling'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} ${look.mounting === 'Pendant' ? 'aircraft-cable pendant' : 'surface'} LED cylinder`,
        `${look.beam?.name} reflector`,
        colour(look),
        look.dimming,
        `${look.finish.name} extruded housing`,
        listing(look),
      ),
  },
  {
    productType: 'Linear Pendant',
    slug: 'linear-pendants',
    mountings: ['Pendant'],
    environments: ['Indoor'],
    voltages: lineVoltage,
    watts: [18, 24, 32, 40, 56, 72, 96, 120],
    efficacy: [95, 135],
    price: [480, 3200],
    leadWeeks: [5, 14],
    quantity: [2, 20],
    variants: [
      { model: 'L4', code: 'L4', detail: '4 ft' },
      { model: 'L8', code: 'L8', detail: '8 ft' },
      { model: 'L12', code: 'L12', detail: '12 ft' },
      { model: 'Ring 36', code: 'R36', detail: '36" diameter ring' },
    ],
    beams: null,
    ccts: [3000, 3500, 4000],
    finishes: [finishes.white, finishes.black, finishes.aluminum, finishes.graphite],
    areas: ['Lobby', 'Restaurant', 'Meeting Room', 'Reading Room', 'Stacks', 'Fitness'],
    places: ['suspended at 9 ft AFF', 'over tables', 'ceiling'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} direct/indirect LED linear pendant`,
        '70/30 distribution with low-glare micro-prismatic lens',
        colour(look),
        look.dimming,
        `${look.finish.name} 2" aluminum extrusion`,
        'adjustable aircraft cable and power cord',
      ),
  },
  {
    productType: 'Linear Recessed',
    slug: 'linear-recessed',
    mountings: ['Recessed'],
    environments: ['Indoor', 'Damp'],
    voltages: lineVoltage,
    watts: [12, 18, 24, 36, 48, 64],
    efficacy: [90, 130],
    price: [220, 1450],
    leadWeeks: [4, 12],
    quantity: [4, 30],
    variants: [
      { model: 'Slot 2 x 4', code: '2-4', detail: '2" aperture, 4 ft' },
      { model: 'Slot 2 x 8', code: '2-8', detail: '2" aperture, 8 ft' },
      { model: 'Slot 4 x 4', code: '4-4', detail: '4" aperture, 4 ft' },
      { model: 'Slot 4 x 8', code: '4-8', detail: '4" aperture, 8 ft' },
    ],
    beams: null,
    ccts: [3000, 3500, 4000],
    finishes: [finishes.white, finishes.black],
    areas: ['Corridor', 'Meeting Room', 'Stacks', 'Fitness', 'Spa'],
    places: ['ceiling', 'drywall ceiling', 'ceiling grid'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} recessed LED slot`,
        'flush regressed satin lens with continuous-row joiners',
        colour(look),
        look.dimming,
        `${look.finish.name} flange`,
        listing(look),
      ),
  },
  {
    productType: 'Wall Washer',
    slug: 'wall-washers',
    mountings: ['Recessed', 'Surface'],
    environments: ['Indoor', 'Damp'],
    voltages: lineVoltage,
    watts: [14, 20, 26, 34, 45, 60],
    efficacy: [70, 105],
    price: [260, 1380],
    leadWeeks: [3, 12],
    quantity: [3, 16],
    variants: [
      { model: 'Wash 4', code: 'W4', detail: '4" aperture' },
      { model: 'Wash Linear 2', code: 'WL2', detail: '2 ft linear' },
      { model: 'Wash Linear 4', code: 'WL4', detail: '4 ft linear' },
    ],
    beams: [beam('asymmetric', 'ASY'), beam('asymmetric lensed', 'ASL')],
    ccts: [2700, 3000, 3500, 4000],
    finishes: [finishes.white, finishes.black, finishes.aluminum],
    areas: ['Lobby', 'Corridor', 'Ballroom', 'Spa', 'Stacks'],
    places: ['ceiling at feature wall', 'ceiling, 3 ft from wall'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} ${look.mounting.toLowerCase()} LED wall washer`,
        `${look.beam?.name} kick reflector for even wash from ceiling to floor`,
        colour(look),
        look.dimming,
        `${look.finish.name} trim`,
        listing(look),
      ),
  },
  {
    productType: 'Track Spot',
    slug: 'track',
    mountings: ['Track'],
    environments: ['Indoor'],
    voltages: ['120V'],
    watts: [8, 12, 16, 22, 28, 35, 40],
    efficacy: [70, 100],
    price: [145, 690],
    leadWeeks: [2, 8],
    quantity: [4, 24],
    variants: [
      { model: 'Mini', code: 'MN', detail: 'compact' },
      { model: 'Midi', code: 'MD', detail: 'mid-size' },
      { model: 'Maxi', code: 'MX', detail: 'large' },
    ],
    beams: [
      beam('10°', '10'),
      beam('18°', '18'),
      beam('25°', '25'),
      beam('40°', '40'),
      beam('55°', '55'),
    ],
    ccts: [2700, 3000, 3500, 4000],
    finishes: [finishes.white, finishes.black, finishes.aluminum],
    areas: ['Lobby', 'Restaurant', "Children's Area", 'Reading Room'],
    places: ['on track', 'on display track'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} LED track spot for 120V single-circuit track`,
        `${look.beam?.name} interchangeable optic`,
        colour(look),
        look.dimming,
        '355° pan and 90° tilt with locking aim',
        `${look.finish.name} die-cast body`,
      ),
  },
  {
    productType: 'Step Light',
    slug: 'step-lights',
    mountings: ['Wall'],
    environments: ['Indoor', 'Damp', 'Wet', 'Wet'],
    voltages: ['120-277V', '120V', '24VDC'],
    watts: [2.5, 3, 4, 5, 6.5, 8],
    efficacy: [62, 86],
    price: [110, 420],
    leadWeeks: [2, 8],
    quantity: [4, 24],
    variants: [
      { model: 'Louver', code: 'LV', detail: 'horizontal louvered' },
      { model: 'Eyelid', code: 'EY', detail: 'eyelid-shielded' },
      { model: 'Slot', code: 'SL', detail: 'narrow slot' },
      { model: 'Round', code: 'RD', detail: 'round' },
    ],
    beams: null,
    ccts: [2700, 3000, 3500],
    finishes: [finishes.black, finishes.bronze, finishes.aluminum, finishes.stainless],
    areas: ['Stair', 'Corridor', 'Spa', 'Pool Deck', 'Landscape', 'Ballroom'],
    places: ['wall at 12" AFF', 'wall at 18" AFF', 'low wall'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} LED step light`,
        'downward-only distribution with no visible source',
        colour(look),
        look.voltage === '24VDC' ? 'remote Class 2 driver' : 'integral driver',
        `${look.finish.name} faceplate`,
        'fits a single-gang box',
        listing(look),
      ),
  },
  {
    productType: 'Bollard',
    slug: 'bollards',
    mountings: ['Surface'],
    environments: ['Wet'],
    voltages: lineVoltage,
    watts: [10, 14, 18, 24, 32, 40],
    efficacy: [80, 120],
    price: [680, 2400],
    leadWeeks: [6, 16],
    quantity: [2, 12],
    variants: [
      { model: 'B36 Round', code: 'B36R', detail: '36" high round' },
      { model: 'B42 Round', code: 'B42R', detail: '42" high round' },
      { model: 'B36 Square', code: 'B36S', detail: '36" high square' },
    ],
    beams: [beam('Type III', 'T3'), beam('Type V', 'T5'), beam('180° asymmetric', 'A180')],
    ccts: [2700, 3000, 4000],
    finishes: [finishes.bronze, finishes.black, finishes.graphite],
    areas: ['Landscape', 'Parking', 'Pool Deck'],
    places: ['along path', 'at entry drive', 'on concrete footing'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} LED bollard`,
        `${look.beam?.name} distribution, full cutoff, BUG-rated`,
        colour(look),
        look.dimming,
        `${look.finish.name} marine-grade powder coat`,
        'anchor-base mounting kit',
        listing(look),
      ),
  },
  {
    productType: 'Cove',
    slug: 'cove',
    mountings: ['Surface'],
    environments: ['Indoor'],
    voltages: ['120-277V', '24VDC'],
    watts: [6, 9, 12, 16, 20, 28],
    efficacy: [80, 115],
    price: [120, 560],
    leadWeeks: [3, 10],
    quantity: [6, 40],
    variants: [
      { model: 'Cove 2', code: 'C2', detail: '2 ft section' },
      { model: 'Cove 4', code: 'C4', detail: '4 ft section' },
      { model: 'Cove 4 Tunable', code: 'C4T', detail: '4 ft tunable-white section' },
    ],
    beams: [beam('asymmetric 60°', 'A60'), beam('symmetric 110°', 'S110')],
    ccts: [2700, 3000, 3500],
    finishes: [finishes.white],
    areas: ['Lobby', 'Ballroom', 'Spa', 'Guest Room', 'Reading Room'],
    places: ['in ceiling cove', 'in millwork cove', 'behind valance'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} LED cove light`,
        `${look.beam?.name} optic`,
        colour(look),
        look.dimming,
        'end-to-end linkable with no dark spots',
        'adjustable mounting clips',
      ),
  },
  {
    productType: 'High Bay',
    slug: 'high-bay',
    mountings: ['Pendant', 'Surface'],
    environments: ['Indoor', 'Damp'],
    voltages: ['120-277V', '347-480V'],
    watts: [80, 100, 120, 150, 185, 220, 250],
    efficacy: [128, 158],
    price: [320, 1480],
    leadWeeks: [2, 8],
    quantity: [4, 24],
    variants: [
      { model: 'Linear 2', code: 'LH2', detail: '2 ft linear' },
      { model: 'Linear 4', code: 'LH4', detail: '4 ft linear' },
      { model: 'Round', code: 'RH', detail: 'round' },
    ],
    beams: [beam('narrow aisle', 'NA'), beam('wide 120°', 'W120'), beam('medium 90°', 'M90')],
    ccts: [4000, 5000],
    finishes: [finishes.white, finishes.aluminum],
    areas: ['Parking', 'Loading Dock', 'Back of House', 'Fitness'],
    places: ['at structure', 'hook-and-chain mounted', 'on unistrut'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} LED high bay`,
        `${look.beam?.name} lens`,
        colour(look),
        look.dimming,
        'optional integral occupancy sensor',
        `${look.finish.name} heat-sinked housing`,
        listing(look),
      ),
  },
  {
    productType: 'Troffer',
    slug: 'troffers',
    mountings: ['Recessed'],
    environments: ['Indoor', 'Damp'],
    voltages: lineVoltage,
    watts: [22, 26, 30, 35, 42, 50],
    efficacy: [110, 145],
    price: [138, 460],
    leadWeeks: [1, 6],
    quantity: [6, 48],
    variants: [
      { model: '2x2', code: '22', detail: '2x2' },
      { model: '2x4', code: '24', detail: '2x4' },
      { model: '1x4', code: '14', detail: '1x4' },
    ],
    beams: null,
    ccts: [3500, 4000],
    finishes: [finishes.white],
    areas: ['Back of House', 'Meeting Room', 'Stacks', 'Loading Dock'],
    places: ['ceiling grid', 'lay-in ceiling'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} LED troffer for lay-in grid ceilings`,
        'center-basket with frosted diffuser',
        colour(look),
        look.dimming,
        'field-selectable lumen output',
        `${look.finish.name} steel housing`,
        listing(look),
      ),
  },
  {
    productType: 'Exit Sign',
    slug: 'exit-signs',
    mountings: ['Wall', 'Surface'],
    environments: ['Indoor', 'Damp'],
    voltages: ['120-277V'],
    watts: [2.5, 3, 3.5, 4, 5],
    efficacy: [60, 75],
    price: [68, 340],
    leadWeeks: [1, 4],
    quantity: [2, 16],
    variants: [
      { model: 'Edge-Lit', code: 'EL', detail: 'edge-lit' },
      { model: 'Thermoplastic', code: 'TP', detail: 'thermoplastic' },
      { model: 'Die-Cast', code: 'DC', detail: 'die-cast aluminum' },
    ],
    beams: null,
    ccts: [3000],
    finishes: [finishes.white, finishes.black, finishes.aluminum],
    lightCode: (look) => (exitLetters(look) === 'red' ? 'RED' : 'GRN'),
    areas: ['Corridor', 'Stair', 'Parking', 'Back of House', 'Ballroom'],
    places: ['above door', 'at egress path'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} LED exit sign`,
        `${exitLetters(look)} letters, single or double face`,
        '90-minute battery backup with self-diagnostics',
        `${look.finish.name} housing`,
        listing(look),
      ),
  },
  {
    productType: 'In-grade Uplight',
    slug: 'in-grade',
    mountings: ['In-grade'],
    environments: ['Wet'],
    voltages: ['120-277V', '24VDC'],
    watts: [6, 9, 12, 18, 25, 36],
    efficacy: [65, 100],
    price: [420, 1900],
    leadWeeks: [6, 16],
    quantity: [2, 12],
    variants: [
      { model: 'G3', code: 'G3', detail: '3" round' },
      { model: 'G5', code: 'G5', detail: '5" round' },
      { model: 'G8', code: 'G8', detail: '8" round' },
      { model: 'G Linear 2', code: 'GL2', detail: '2 ft linear' },
    ],
    beams: [beam('10°', '10'), beam('20°', '20'), beam('40°', '40'), beam('wall-grazing', 'WG')],
    ccts: [2700, 3000, 4000],
    finishes: [finishes.stainless, finishes.bronze],
    areas: ['Facade', 'Landscape', 'Pool Deck'],
    places: ['at grade', 'at base of facade', 'at tree'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} LED in-grade uplight`,
        `${look.beam?.name} optic with 15° internal tilt`,
        colour(look),
        look.dimming,
        `${look.finish.name} drive-over top rated 4,500 lb`,
        'composite burial can',
        listing(look, 'wet location listed, IP68'),
      ),
  },
  {
    productType: 'Tape Light',
    slug: 'tape-light',
    mountings: ['Surface'],
    environments: ['Indoor', 'Damp'],
    voltages: lowVoltage,
    watts: [7.5, 11.5, 15, 23, 35],
    efficacy: [60, 100],
    price: [85, 420],
    leadWeeks: [1, 5],
    quantity: [2, 20],
    variants: [
      { model: 'Flex 8', code: 'F8', detail: '8 ft (2.4 m) cut-to-length run' },
      { model: 'Flex 16', code: 'F16', detail: '16 ft (4.9 m) reel' },
      { model: 'Flex 8 Dot-Free', code: 'F8D', detail: '8 ft dot-free run' },
    ],
    beams: null,
    ccts: [2700, 3000, 3500],
    finishes: [finishes.white],
    areas: ['Guest Room', 'Restaurant', 'Spa', 'Lobby', "Children's Area"],
    places: ['under millwork', 'in shelf channel', 'behind mirror'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} LED tape light`,
        colour(look),
        look.dimming,
        'cut every 2", with aluminum channel and frosted lens',
        listing(look),
      ),
  },
  {
    productType: 'Wall Sconce',
    slug: 'sconces',
    mountings: ['Wall'],
    environments: ['Indoor', 'Indoor', 'Damp', 'Wet'],
    voltages: ['120V', '120-277V'],
    watts: [6, 8, 10, 14, 18, 24, 30],
    efficacy: [65, 100],
    price: [220, 1350],
    leadWeeks: [3, 14],
    quantity: [2, 80],
    variants: [
      { model: 'Up/Down', code: 'UD', detail: 'up/down cylinder' },
      { model: 'Half Drum', code: 'HD', detail: 'half-drum' },
      { model: 'Linear 24', code: 'L24', detail: '24" vertical linear' },
      { model: 'Disc', code: 'DS', detail: 'opal disc' },
    ],
    beams: null,
    ccts: [2700, 3000],
    finishes: [finishes.brass, finishes.black, finishes.bronze, finishes.white],
    areas: ['Guest Room', 'Corridor', 'Facade', 'Restaurant', 'Spa'],
    places: ['wall at 66" AFF', 'beside bed', 'at entry door'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} LED wall sconce`,
        'opal acrylic diffuser',
        colour(look),
        look.dimming,
        `${look.finish.name} finish`,
        'ADA-compliant 4" projection',
        listing(look),
      ),
  },
  {
    productType: 'Floodlight',
    slug: 'floodlights',
    mountings: ['Surface', 'Wall'],
    environments: ['Wet'],
    voltages: ['120-277V', '347-480V'],
    watts: [20, 30, 45, 60, 90, 120, 160, 200],
    efficacy: [110, 150],
    price: [360, 1850],
    leadWeeks: [3, 10],
    quantity: [2, 8],
    variants: [
      { model: 'F1', code: 'F1', detail: 'small' },
      { model: 'F2', code: 'F2', detail: 'medium' },
      { model: 'F3', code: 'F3', detail: 'large' },
    ],
    beams: [beam('NEMA 2', 'N2'), beam('NEMA 4', 'N4'), beam('NEMA 6', 'N6')],
    ccts: [3000, 4000, 5000],
    finishes: [finishes.bronze, finishes.graphite, finishes.black],
    areas: ['Facade', 'Parking', 'Landscape', 'Loading Dock'],
    places: ['on knuckle at roof parapet', 'on yoke at canopy', 'on pole'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} LED floodlight`,
        `${look.beam?.name} beam with glare visor`,
        colour(look),
        look.dimming,
        `${look.finish.name} die-cast housing`,
        '10 kV surge protection',
        listing(look),
      ),
  },
  {
    productType: 'Canopy',
    slug: 'canopy',
    mountings: ['Surface'],
    environments: ['Damp', 'Wet'],
    voltages: ['120-277V', '347-480V'],
    watts: [20, 30, 40, 55, 75],
    efficacy: [115, 150],
    price: [195, 640],
    leadWeeks: [2, 8],
    quantity: [6, 40],
    variants: [
      { model: 'Garage Square', code: 'GS', detail: 'square' },
      { model: 'Garage Round', code: 'GR', detail: 'round' },
    ],
    beams: [beam('Type V', 'T5'), beam('garage wide', 'GW')],
    ccts: [4000, 5000],
    finishes: [finishes.white, finishes.bronze],
    areas: ['Parking', 'Loading Dock'],
    places: ['ceiling between beams', 'at drive aisle'],
    describe: (look) =>
      sentence(
        `${look.variant.detail} LED parking garage canopy light`,
        `${look.beam?.name} distribution with uplight component`,
        colour(look),
        'bi-level dimming with integral motion sensor',
        `${look.finish.name} housing`,
        listing(look, 'wet location listed, IP65'),
      ),
  },
];

export type Brand = {
  name: string;
  code: string;
  domain: string;
  series: readonly string[];
  productTypes: readonly string[];
};

// Invented brands. The domains end in `.example`, a name reserved so that no real site answers.
export const brands: readonly Brand[] = [
  {
    name: 'Quillmore Lighting',
    code: 'QML',
    domain: 'www.quillmore-lighting.example',
    series: ['Orbis', 'Vesta', 'Lyre'],
    productTypes: ['Downlight', 'Cylinder', 'Wall Washer', 'Track Spot', 'Wall Sconce'],
  },
  {
    name: 'Vantorra Luminaires',
    code: 'VTR',
    domain: 'www.vantorra.example',
    series: ['Strata', 'Meridia', 'Tessel'],
    productTypes: ['Linear Pendant', 'Linear Recessed', 'Troffer', 'Cove'],
  },
  {
    name: 'Tidewell Outdoor',
    code: 'TDW',
    domain: 'www.tidewell-outdoor.example',
    series: ['Skerry', 'Breakwater', 'Marram'],
    productTypes: ['Bollard', 'In-grade Uplight', 'Floodlight', 'Step Light'],
  },
  {
    name: 'Ironvale Industrial',
    code: 'IVI',
    domain: 'www.ironvale-industrial.example',
    series: ['Forge', 'Anvil', 'Rivet'],
    productTypes: ['High Bay', 'Canopy', 'Troffer', 'Exit Sign', 'Floodlight'],
  },
  {
    name: 'Norrvik Ljus',
    code: 'NRV',
    domain: 'www.norrvik-ljus.example',
    series: ['Fjell', 'Myra', 'Isen'],
    productTypes: ['Downlight', 'Wall Sconce', 'Linear Pendant', 'Step Light'],
  },
  {
    name: 'Calderra Light Studio',
    code: 'CLS',
    domain: 'www.calderra-light.example',
    series: ['Ember', 'Solenne', 'Cirro'],
    productTypes: ['Wall Sconce', 'Cylinder', 'Linear Pendant', 'Track Spot'],
  },
  {
    name: 'Fennwick Architectural',
    code: 'FNW',
    domain: 'www.fennwick-arch.example',
    series: ['Quarto', 'Plinth', 'Aperio'],
    productTypes: ['Downlight', 'Wall Washer', 'Linear Recessed', 'In-grade Uplight'],
  },
  {
    name: 'Lumaroe',
    code: 'LMR',
    domain: 'www.lumaroe.example',
    series: ['Ribbon', 'Halo', 'Glint'],
    productTypes: ['Tape Light', 'Cove', 'Step Light', 'Linear Recessed'],
  },
  {
    name: 'Skellig & Pike',
    code: 'SKP',
    domain: 'www.skellig-pike.example',
    series: ['Cairn', 'Tor', 'Gorse'],
    productTypes: ['Bollard', 'Wall Sconce', 'Step Light', 'Floodlight'],
  },
  {
    name: 'Ashlund Optics',
    code: 'ASO',
    domain: 'www.ashlund-optics.example',
    series: ['Pupil', 'Iris', 'Focale'],
    productTypes: ['Track Spot', 'Downlight', 'Wall Washer', 'In-grade Uplight'],
  },
  {
    name: 'Kestrelle Linear',
    code: 'KSL',
    domain: 'www.kestrelle.example',
    series: ['Glide', 'Thread', 'Span'],
    productTypes: ['Linear Pendant', 'Linear Recessed', 'Cove', 'Tape Light'],
  },
  {
    name: 'Marrowby Safety Lighting',
    code: 'MSL',
    domain: 'www.marrowby-safety.example',
    series: ['Beacon', 'Warden', 'Sentry'],
    productTypes: ['Exit Sign', 'Troffer', 'Canopy', 'Downlight'],
  },
  {
    name: 'Orrin Bay Lightworks',
    code: 'OBL',
    domain: 'www.orrinbay-lightworks.example',
    series: ['Harbour', 'Shoal', 'Lantern'],
    productTypes: ['Downlight', 'Cylinder', 'Linear Pendant', 'Wall Washer', 'Bollard'],
  },
  {
    name: 'Petrova & Lind',
    code: 'PAL',
    domain: 'www.petrova-lind.example',
    series: ['Opaline', 'Sorrel', 'Verre'],
    productTypes: ['Wall Sconce', 'Linear Pendant', 'Cylinder', 'Step Light'],
  },
];
