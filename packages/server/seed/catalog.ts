/** The fixed vocabularies of the demo inventory: media types, formats and media owners. */

export interface Format {
  name: string;
  width: number;
  height: number;
  weight: number;
}

export interface MediaKind {
  mediaType: string;
  type: 'ooh' | 'digital';
  weight: number;
  formats: Format[];
  lighting: [string, number][];
  /** Price factor beyond the face area: digital loops and street furniture sell dearer per m². */
  premium: number;
  /** Placed along fast roads, so traffic density skews high. */
  roadside: boolean;
}

const format = (name: string, width: number, height: number, weight = 1): Format => ({
  name,
  width,
  height,
  weight,
});

export const MEDIA_KINDS: MediaKind[] = [
  {
    mediaType: 'Billboard',
    type: 'ooh',
    weight: 30,
    formats: [
      format('12x4', 12, 4, 3),
      format('9x3', 9, 3, 2),
      format('8x3', 8, 3, 2),
      format('9x4', 9, 4, 1),
    ],
    lighting: [
      ['Front Lit', 4],
      ['Lit', 3],
      ['Non Lit', 2],
      ['Back Lit', 1],
    ],
    premium: 1,
    roadside: true,
  },
  {
    mediaType: 'Unipole',
    type: 'ooh',
    weight: 12,
    formats: [format('12x4', 12, 4, 2), format('15x5', 15, 5, 1)],
    lighting: [
      ['Front Lit', 3],
      ['Lit', 2],
    ],
    premium: 1.1,
    roadside: true,
  },
  {
    mediaType: 'Mupi',
    type: 'ooh',
    weight: 14,
    formats: [format('Mupi 1.2x1.8', 1.2, 1.8)],
    lighting: [
      ['Back Lit', 4],
      ['Ambient Lit', 1],
    ],
    premium: 9,
    roadside: false,
  },
  {
    mediaType: 'Paleta',
    type: 'ooh',
    weight: 8,
    formats: [format('Paleta 2x3', 2, 3, 2), format('Paleta 3x4', 3, 4, 1)],
    lighting: [
      ['Lit', 2],
      ['Non Lit', 2],
      ['Back Lit', 1],
    ],
    premium: 3,
    roadside: false,
  },
  {
    mediaType: 'Bus Shelter',
    type: 'ooh',
    weight: 10,
    formats: [format('Paradero 1.2x1.8', 1.2, 1.8)],
    lighting: [
      ['Back Lit', 4],
      ['Contravision', 1],
    ],
    premium: 8,
    roadside: false,
  },
  {
    mediaType: 'Wallscape',
    type: 'ooh',
    weight: 6,
    formats: [format('Mural 10x8', 10, 8, 2), format('Mural 20x10', 20, 10, 1), format('Mural 6x5', 6, 5, 2)],
    lighting: [
      ['SAV', 2],
      ['Non Lit', 2],
      ['Front Lit', 2],
      ['Contravision', 1],
    ],
    premium: 0.6,
    roadside: false,
  },
  {
    mediaType: 'Digital Screen',
    type: 'digital',
    weight: 10,
    formats: [format('Digital 6x3', 6, 3, 2), format('Digital 4x3', 4, 3, 2), format('Digital 7x4', 7, 4, 1)],
    lighting: [
      ['Digital', 3],
      ['LED', 2],
    ],
    premium: 2.6,
    roadside: false,
  },
  {
    mediaType: 'LED Billboard',
    type: 'digital',
    weight: 6,
    formats: [format('Digital 12x4', 12, 4, 2), format('Digital 8x4', 8, 4, 2)],
    lighting: [['LED', 1]],
    premium: 2.2,
    roadside: true,
  },
  {
    mediaType: 'Digital Mupi',
    type: 'digital',
    weight: 4,
    formats: [format('Digital Mupi 1.2x1.8', 1.2, 1.8)],
    lighting: [['Digital', 1]],
    premium: 16,
    roadside: false,
  },
];

export const OOH_KINDS = MEDIA_KINDS.filter((k) => k.type === 'ooh');
export const DIGITAL_KINDS = MEDIA_KINDS.filter((k) => k.type === 'digital');
/** Share of digital sites. */
export const DIGITAL_SHARE = 0.2;

export interface VendorSeed {
  name: string;
  short: string;
  slug: string;
  aliases: string[];
  /** Region codes it operates in; null for every region. */
  regions: number[] | null;
  /** Relative share of the sites in its regions, for static and for digital faces. */
  ooh: number;
  digital: number;
  /** Supplier category of the quality scores. */
  category: 'A' | 'B' | 'C';
}

// Invented names: none of them is a real Chilean media owner.
export const VENDORS: VendorSeed[] = [
  vendor('Cordillera Outdoor', 'CDO', ['Cordillera', 'CDO Outdoor'], null, 5, 1, 'A'),
  vendor('Metrópolis Exterior', 'MTX', ['Metropolis', 'MTX Exterior'], [13, 5, 8], 4, 3, 'A'),
  vendor('Luminar Digital', 'LUM', ['Luminar', 'Luminar DOOH'], null, 0.5, 5, 'A'),
  vendor('Pacífico Vía Pública', 'PVP', ['Pacifico VP'], [5, 4, 6, 13], 3, 1, 'B'),
  vendor('Altiplano Publicidad', 'ALT', ['Altiplano'], [15, 1, 2, 3], 4, 1, 'B'),
  vendor('Austral Paneles', 'AUS', ['Austral', 'Paneles Austral'], [9, 10, 11, 12, 14], 4, 1, 'B'),
  vendor('Valle Central Medios', 'VCM', ['Valle Central', 'VC Medios'], [6, 7, 16, 13], 3, 0.5, 'B'),
  vendor('Araucaria Exterior', 'ARX', ['Araucaria', 'ARX Exterior'], [8, 16, 9], 3, 0.8, 'C'),
  vendor('Ruta Norte Carteles', 'RNC', ['Ruta Norte'], [15, 1, 2, 3, 4], 2, 0.3, 'C'),
  vendor('Plaza Urbana Mobiliario', 'PUM', ['Plaza Urbana', 'PU Mobiliario'], [13, 5, 8, 4], 2, 1, 'C'),
];

function vendor(
  name: string,
  short: string,
  aliases: string[],
  regions: number[] | null,
  ooh: number,
  digital: number,
  category: 'A' | 'B' | 'C',
): VendorSeed {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return { name, short, slug, aliases, regions, ooh, digital, category };
}

export const ORIENTATIONS = [
  'Norte',
  'Sur',
  'Oriente',
  'Poniente',
  'Nororiente',
  'Norponiente',
  'Suroriente',
  'Surponiente',
];

export const SPECS: Record<string, string> = {
  ooh: 'Tela PVC impresa en alta resolución, estructura metálica galvanizada',
  furniture: 'Afiche retroiluminado en papel blueback, caja de luz LED',
  digital: 'Pantalla LED exterior, spot de 10 s, 6 spots por minuto, 18 h diarias',
};
