import type { Random } from './random.ts';

/** Categories of nearby places, with the map icon key of each. */
export const PLACE_KINDS = {
  mall: { icon: 'mall', weight: 2 },
  supermarket: { icon: 'cart', weight: 3 },
  university: { icon: 'school', weight: 1.5 },
  hospital: { icon: 'hospital', weight: 1.5 },
  metro: { icon: 'metro', weight: 4 },
  stadium: { icon: 'stadium', weight: 0.5 },
  bus_terminal: { icon: 'bus', weight: 0.5 },
  airport: { icon: 'plane', weight: 0 },
} as const;

export type PlaceCategory = keyof typeof PLACE_KINDS;

/** Metro stations by commune (Santiago only). */
export const METRO_STATIONS: Record<string, string[]> = {
  Santiago: [
    'Baquedano',
    'Universidad de Chile',
    'Santa Lucía',
    'La Moneda',
    'Plaza de Armas',
    'Los Héroes',
    'Bellas Artes',
  ],
  Providencia: ['Los Leones', 'Pedro de Valdivia', 'Manuel Montt', 'Salvador', 'Tobalaba', 'Inés de Suárez'],
  'Las Condes': ['Escuela Militar', 'Manquehue', 'Hernando de Magallanes', 'Los Dominicos', 'Alcántara'],
  Ñuñoa: ['Irarrázaval', 'Ñuble', 'Chile España', 'Plaza Egaña', 'Estadio Nacional'],
  Maipú: ['Plaza de Maipú', 'Del Sol', 'Monte Tabor', 'Las Parcelas', 'Santiago Bueras'],
  'La Florida': ['Bellavista de La Florida', 'Vicente Valdés', 'Rojas Magallanes', 'Mirador'],
  'Puente Alto': [
    'Plaza de Puente Alto',
    'Las Mercedes',
    'Hospital Sótero del Río',
    'Protectora de la Infancia',
  ],
  'Estación Central': ['Estación Central', 'Universidad de Santiago', 'Pila del Ganso', 'Las Rejas'],
  'San Miguel': ['El Llano', 'Lo Vial', 'San Miguel', 'Departamental'],
  Recoleta: ['Cerro Blanco', 'Cementerios', 'Einstein', 'Patronato'],
  Independencia: ['Hospitales', 'Plaza Chacabuco'],
  Macul: ['Macul', 'Las Torres', 'Camino Agrícola'],
  'La Cisterna': ['La Cisterna', 'El Parrón', 'Lo Ovalle'],
  'San Joaquín': ['San Joaquín', 'Pedreros', 'Rodrigo de Araya'],
  'Quinta Normal': ['Gruta de Lourdes', 'Blanqueado', 'Quinta Normal'],
  Pudahuel: ['Pudahuel', 'Barrancas', 'Laguna Sur'],
  Peñalolén: ['Grecia', 'Los Presidentes', 'Quilín'],
  'La Reina': ['Príncipe de Gales', 'Simón Bolívar', 'Fernando Castillo Velasco'],
  Cerrillos: ['Cerrillos', 'Lo Valledor'],
  Conchalí: ['Vivaceta', 'Conchalí'],
  'Lo Prado': ['Lo Prado', 'San Pablo'],
};

export const AIRPORTS: Record<string, string> = {
  Pudahuel: 'Aeropuerto Internacional de Santiago',
  Antofagasta: 'Aeropuerto de Antofagasta',
  Iquique: 'Aeropuerto de Iquique',
  Arica: 'Aeropuerto de Arica',
  'La Serena': 'Aeródromo de La Serena',
  Calama: 'Aeropuerto de Calama',
  'Puerto Montt': 'Aeropuerto de Puerto Montt',
  'Punta Arenas': 'Aeropuerto de Punta Arenas',
  Talcahuano: 'Aeropuerto del Gran Concepción',
  Temuco: 'Aeropuerto de La Araucanía',
  Copiapó: 'Aeródromo de Copiapó',
  Valdivia: 'Aeródromo de Valdivia',
  Osorno: 'Aeródromo de Osorno',
  Coyhaique: 'Aeródromo de Coyhaique',
};

const AREAS = [
  'Oriente',
  'Norte',
  'Sur',
  'Poniente',
  'Centro',
  'del Valle',
  'Los Andes',
  'del Parque',
  'Mirador',
  'Alameda',
];
const MALLS = ['Mall Plaza', 'Paseo', 'Centro Comercial', 'Boulevard', 'Outlet', 'Galería'];
const SUPERMARKETS = [
  'Súper Ahorro',
  'Hiper Andino',
  'Mercado Austral',
  'Supermercado Don Pedro',
  'Mayorista del Valle',
];
const UNIVERSITIES = [
  'Universidad Andina',
  'Universidad del Litoral',
  'Universidad Cordillera',
  'Instituto Profesional Los Robles',
  'Centro de Formación Técnica Quillay',
];
const CLINICS = [
  'Los Almendros',
  'San Rafael',
  'Santa Clara',
  'del Sol',
  'Las Lilas',
  'Los Castaños',
  'Bellavista',
];

/** A plausible invented name for a place of this category in this city. */
export function placeName(random: Random, category: PlaceCategory, city: string): string {
  switch (category) {
    case 'mall':
      return `${random.pick(MALLS)} ${random.chance(0.4) ? city : random.pick(AREAS)}`;
    case 'supermarket':
      return `${random.pick(SUPERMARKETS)} ${random.chance(0.5) ? city : random.pick(AREAS)}`;
    case 'university':
      return `${random.pick(UNIVERSITIES)} – Campus ${random.chance(0.5) ? city : random.pick(AREAS)}`;
    case 'hospital':
      return random.weighted([
        [`Hospital Regional de ${city}`, 1],
        [`Clínica ${random.pick(CLINICS)}`, 3],
        [`CESFAM ${random.pick(CLINICS)}`, 2],
      ]);
    case 'stadium':
      return random.chance(0.5) ? `Estadio Municipal de ${city}` : `Arena ${city}`;
    case 'bus_terminal':
      return `Terminal de Buses ${city}${random.chance(0.3) ? ` ${random.pick(AREAS)}` : ''}`;
    case 'metro':
      return `Estación Metro ${random.pick(METRO_STATIONS[city] ?? ['Central'])}`;
    case 'airport':
      return AIRPORTS[city] ?? `Aeródromo de ${city}`;
  }
}
