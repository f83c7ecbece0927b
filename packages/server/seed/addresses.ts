import type { SiteCity } from './cities.ts';
import type { Random } from './random.ts';

/** Main roads of each city, where billboards actually stand. */
const STREETS: Record<string, string[]> = {
  Santiago: [
    "Av. Libertador Bernardo O'Higgins",
    'Av. Santa Rosa',
    'Av. Matta',
    'Av. Vicuña Mackenna',
    'Av. Santa Isabel',
  ],
  Providencia: [
    'Av. Providencia',
    'Av. Nueva Providencia',
    'Av. Los Leones',
    'Av. Pedro de Valdivia',
    'Av. Tobalaba',
  ],
  'Las Condes': [
    'Av. Apoquindo',
    'Av. Presidente Kennedy',
    'Av. Manquehue',
    'Av. Cristóbal Colón',
    'Av. Las Condes',
  ],
  Ñuñoa: ['Av. Irarrázaval', 'Av. Grecia', 'Av. José Pedro Alessandri', 'Av. Pedro de Valdivia', 'Av. Ossa'],
  Vitacura: ['Av. Vitacura', 'Av. Presidente Kennedy', 'Av. Américo Vespucio Norte', 'Av. Alonso de Córdova'],
  'Lo Barnechea': ['Av. La Dehesa', 'Av. Lo Barnechea', 'Av. El Rodeo', 'Av. Raúl Labbé'],
  'La Reina': ['Av. Larraín', 'Av. Príncipe de Gales', 'Av. Ossa', 'Av. Francisco Bilbao'],
  Maipú: [
    'Av. Pajaritos',
    'Av. Américo Vespucio',
    'Av. Cuatro Poniente',
    'Av. Los Pajaritos',
    'Av. Camino a Melipilla',
  ],
  'La Florida': [
    'Av. Vicuña Mackenna',
    'Av. Walker Martínez',
    'Av. La Florida',
    'Av. Departamental',
    'Av. Rojas Magallanes',
  ],
  'Puente Alto': [
    'Av. Concha y Toro',
    'Av. Camilo Henríquez',
    'Av. Gabriela',
    'Av. Eyzaguirre',
    'Av. Vicuña Mackenna',
  ],
  Peñalolén: ['Av. José Arrieta', 'Av. Grecia', 'Av. Tobalaba', 'Av. Quilín'],
  Macul: ['Av. Macul', 'Av. Quilín', 'Av. Departamental', 'Av. Rodrigo de Araya'],
  'San Miguel': ['Gran Avenida José Miguel Carrera', 'Av. Departamental', 'Av. Carlos Valdovinos'],
  'Estación Central': ["Av. Libertador Bernardo O'Higgins", 'Av. Las Rejas', 'Av. Ecuador', 'Av. 5 de Abril'],
  Recoleta: ['Av. Recoleta', 'Av. Perú', 'Av. El Salto', 'Av. Dorsal'],
  Independencia: ['Av. Independencia', 'Av. Fermín Vivaceta', 'Av. Santa María'],
  Quilicura: ['Av. Manuel Antonio Matta', 'Av. Américo Vespucio', 'Av. San Martín'],
  Huechuraba: ['Av. Pedro Fontova', 'Av. Recoleta', 'Av. El Salto', 'Av. Américo Vespucio'],
  'Quinta Normal': ['Av. San Pablo', 'Av. Carrascal', 'Av. Matucana'],
  Cerrillos: ['Av. Pedro Aguirre Cerda', 'Av. Lo Errázuriz', 'Av. Américo Vespucio'],
  'La Cisterna': ['Gran Avenida José Miguel Carrera', 'Av. El Parrón', 'Av. Fernández Albano'],
  'San Joaquín': ['Av. Las Industrias', 'Av. Santa Rosa', 'Av. Carlos Valdovinos'],
  Pudahuel: ['Av. Teniente Cruz', 'Av. San Pablo', 'Av. La Estrella', 'Av. Costanera Norte'],
  'San Bernardo': ['Av. Portales', 'Av. Colón', 'Av. Padre Hurtado', 'Gran Avenida José Miguel Carrera'],
  Valparaíso: ['Av. Brasil', 'Av. Pedro Montt', 'Av. España', 'Av. Argentina', 'Av. Francia'],
  'Viña del Mar': [
    'Av. Libertad',
    'Av. San Martín',
    'Av. Perú',
    'Av. Valparaíso',
    'Av. 15 Norte',
    'Av. Benidorm',
  ],
  Concepción: ['Av. Paicaví', 'Av. Los Carrera', 'Av. Chacabuco', 'Av. Pedro de Valdivia', "Av. O'Higgins"],
  Antofagasta: ['Av. Grecia', 'Av. Argentina', 'Av. Angamos', 'Av. Edmundo Pérez Zujovic', 'Av. Brasil'],
  'La Serena': ['Av. Francisco de Aguirre', 'Av. del Mar', 'Av. Balmaceda', 'Av. Cuatro Esquinas'],
  Coquimbo: ['Av. Costanera', 'Av. Videla', 'Av. Varela', 'Av. La Cantera'],
  Temuco: ['Av. Alemania', 'Av. Caupolicán', 'Av. Pablo Neruda', 'Av. Javiera Carrera', 'Av. Balmaceda'],
  Rancagua: [
    "Av. Libertador Bernardo O'Higgins",
    'Av. República de Chile',
    'Av. Einstein',
    'Av. Miguel Ramírez',
  ],
  Talca: ['Av. 2 Norte', 'Av. San Miguel', 'Av. Lircay', 'Av. 11 Oriente'],
  Iquique: ['Av. Arturo Prat', 'Av. Héroes de la Concepción', 'Av. Salvador Allende', 'Av. Tadeo Haenke'],
  Arica: ['Av. Santa María', 'Av. Diego Portales', 'Av. 18 de Septiembre', 'Av. Comandante San Martín'],
  'Puerto Montt': ['Av. Diego Portales', 'Av. Juan Soler Manfredini', 'Av. Presidente Ibáñez', 'Av. Angelmó'],
  Chillán: ['Av. Libertad', "Av. O'Higgins", 'Av. Collín', 'Av. Ecuador'],
  Calama: ['Av. Granaderos', 'Av. Balmaceda', 'Av. Chorrillos'],
  Valdivia: ['Av. Ramón Picarte', 'Av. Pedro Montt', 'Av. Arturo Prat'],
  'Punta Arenas': ['Av. Bulnes', 'Av. Colón', 'Av. España', 'Av. Costanera del Estrecho'],
};

const GENERIC_STREETS = [
  "Av. Libertador Bernardo O'Higgins",
  'Av. Arturo Prat',
  'Av. Manuel Rodríguez',
  'Av. Bernardo Philippi',
  'Calle Esmeralda',
  'Av. Balmaceda',
  'Av. Los Carrera',
  'Av. Independencia',
  'Calle Freire',
  'Av. Pedro Aguirre Cerda',
];

/** Neighbourhoods of the communes where a planner would recognise one. */
const LOCALITIES: Record<string, string[]> = {
  Santiago: [
    'Barrio Lastarria',
    'Barrio Brasil',
    'Barrio Yungay',
    'Santa Lucía',
    'Barrio Cívico',
    'Barrio Meiggs',
  ],
  Providencia: [
    'Barrio Italia',
    'Los Leones',
    'Manuel Montt',
    'Pedro de Valdivia Norte',
    'Barrio Bellavista',
  ],
  'Las Condes': [
    'El Golf',
    'Nueva Las Condes',
    'Escuela Militar',
    'San Carlos de Apoquindo',
    'Los Dominicos',
  ],
  Vitacura: ['Santa María de Manquehue', 'Lo Curro', 'Parque Bicentenario', 'Alonso de Córdova'],
  Ñuñoa: ['Plaza Ñuñoa', 'Villa Frei', 'Plaza Egaña', 'Barrio Suárez Mujica'],
  Maipú: ['Plaza de Maipú', 'Ciudad Satélite', 'El Abrazo', 'Villa Los Héroes'],
  'La Florida': ['Bellavista', 'Vicente Valdés', 'Walker Martínez', 'Rojas Magallanes'],
  'Puente Alto': ['Plaza de Puente Alto', 'Bajos de Mena', 'Las Mercedes', 'Casas Viejas'],
  'Viña del Mar': ['Población Vergara', 'Recreo', 'Reñaca', 'Miraflores', 'Chorrillos'],
  Valparaíso: ['Barrio Puerto', 'Plan de Valparaíso', 'Cerro Alegre', 'Playa Ancha', 'Barón'],
  Concepción: ['Centro', 'Barrio Universitario', 'Lomas de San Andrés', 'Pedro de Valdivia'],
  Antofagasta: ['Centro', 'Sector Sur', 'La Chimba', 'Playa Blanca'],
  'La Serena': ['Centro', 'Avenida del Mar', 'Las Compañías', 'San Joaquín'],
  Temuco: ['Centro', 'Avenida Alemania', 'Pueblo Nuevo', 'Labranza'],
};

/** Sectors of Greater Santiago as planners name them. */
const METRO_ZONES: Record<string, string> = {
  Santiago: 'Centro',
  'Estación Central': 'Centro',
  Independencia: 'Norte',
  Recoleta: 'Norte',
  Conchalí: 'Norte',
  Huechuraba: 'Norte',
  Quilicura: 'Norte',
  Renca: 'Norte',
  Colina: 'Norte',
  Providencia: 'Oriente',
  'Las Condes': 'Oriente',
  Vitacura: 'Oriente',
  'Lo Barnechea': 'Oriente',
  Ñuñoa: 'Oriente',
  'La Reina': 'Oriente',
  Peñalolén: 'Oriente',
  Maipú: 'Poniente',
  Pudahuel: 'Poniente',
  Cerrillos: 'Poniente',
  'Quinta Normal': 'Poniente',
  'Lo Prado': 'Poniente',
  'Cerro Navia': 'Poniente',
};

export function streetOf(random: Random, city: SiteCity): string {
  const streets = STREETS[city.commune.name] ?? GENERIC_STREETS;
  // Big avenues run long: numbers up to the thousands in Santiago, lower in smaller towns.
  const top = city.metro ? 120 : city.named ? 60 : 25;
  return `${random.pick(streets)} ${random.int(1, top) * 100 + random.int(0, 99)}`;
}

export function localityOf(random: Random, city: SiteCity, zone: string): string {
  const known = LOCALITIES[city.commune.name];
  if (known) return random.pick(known);
  return zone === 'Centro' ? `Centro de ${city.commune.name}` : `${city.commune.name} ${zone}`;
}

/** A Santiago commune's sector, else the site's side of its town centre. */
export function zoneOf(city: SiteCity, lat: number, lng: number, offset: number): string {
  if (city.metro) return METRO_ZONES[city.commune.name] ?? 'Sur';
  if (offset < 0.6) return 'Centro';
  const dLat = lat - city.lat;
  const dLng = (lng - city.lng) * Math.cos((city.lat * Math.PI) / 180);
  if (Math.abs(dLat) >= Math.abs(dLng)) return dLat > 0 ? 'Norte' : 'Sur';
  return dLng > 0 ? 'Oriente' : 'Poniente';
}
