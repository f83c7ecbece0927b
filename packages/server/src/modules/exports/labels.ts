import {
  type AudienceWords,
  type DeckLanguage,
  describeAudience,
  PLAN_STATUS_LABELS,
  type TargetAudience,
} from '@plano/core';

/**
 * The words of the documents Plano hands out (the Excel plan, the deck), in the language the user
 * asked for. They live on the server because the file is made here, not in the browser.
 */
const EN = {
  planTitle: 'Media plan',
  campaign: 'Campaign',
  brand: 'Brand',
  dates: 'Dates',
  budget: 'Budget',
  exported: 'Exported',
  sites: 'Sites',
  total: 'Total',
  columns: {
    site_code: 'Site Code',
    supplier_code: 'Supplier Code',
    media_owner: 'Media Owner',
    location: 'Location',
    city: 'City',
    state: 'State',
    format: 'Format',
    media_type: 'Media Type',
    lighting: 'Lighting',
    width: 'Width (m)',
    height: 'Height (m)',
    lat: 'Latitude',
    lng: 'Longitude',
    booking_start: 'Booking Start',
    booking_end: 'Booking End',
    price: 'Price (CLP)',
    status: 'Status',
    availability: 'Availability',
    weekly_target_impressions: 'Target impressions a week',
  },
  // The Book Inventory screen's words (issue 24): Awaiting owner, not Pending; Refused, not Rejected.
  status: { ...PLAN_STATUS_LABELS } as Record<string, string>,
  available: 'Available',
  booked: 'Booked',
  // Deck
  overview: 'Where the sites are',
  budgetSummary: 'Budget summary',
  audience: 'Audience',
  size: 'Size',
  price: 'Price',
  noPhoto: 'No photo yet',
  bookingPeriod: 'Booking',
  used: 'Plan total',
  remaining: 'Remaining',
  byOwner: 'By media owner',
  score: 'Score',
  traffic: 'Traffic',
  men: 'Men',
  women: 'Women',
  targetAudience: 'Target audience',
  // The plan's audience figures (issue 25, docs/audience-model.md).
  figures: {
    title: 'Audience figures (target audience)',
    median: 'Median',
    low: 'Low (90 % interval)',
    high: 'High (90 % interval)',
    impressions: 'Impressions',
    reach: 'Reach (people)',
    reachPercent: 'Reach (% of the target)',
    frequency: 'Average frequency',
    grp: 'GRP',
    targetPopulation: 'Target population',
    note: "Modelled over the campaign dates ({weeks} weeks) from the 2017 census and the sites' measures.",
  },
  audienceWords: {
    sex: { all: 'Men and women', male: 'Men', female: 'Women' },
    ages: (ages: string) => `${ages} years`,
    allClasses: 'all classes',
  } as AudienceWords,
  mailSubject: 'Plano: PowerPoint of {campaign}',
  mailAttached: 'The PowerPoint of {campaign} ({sites} sites) is attached.',
  mailLink:
    'The PowerPoint of {campaign} ({sites} sites) is ready. Download it here (the link works for 7 days):',
};

export type Labels = typeof EN;

const ES: Labels = {
  planTitle: 'Plan de medios',
  campaign: 'Campaña',
  brand: 'Marca',
  dates: 'Fechas',
  budget: 'Presupuesto',
  exported: 'Exportado',
  sites: 'Sitios',
  total: 'Total',
  columns: {
    site_code: 'Código de sitio',
    supplier_code: 'Código del proveedor',
    media_owner: 'Proveedor',
    location: 'Ubicación',
    city: 'Comuna',
    state: 'Región',
    format: 'Formato',
    media_type: 'Tipo de medio',
    lighting: 'Iluminación',
    width: 'Ancho (m)',
    height: 'Alto (m)',
    lat: 'Latitud',
    lng: 'Longitud',
    booking_start: 'Inicio de reserva',
    booking_end: 'Fin de reserva',
    price: 'Precio (CLP)',
    status: 'Estado',
    availability: 'Disponibilidad',
    weekly_target_impressions: 'Impactos al público objetivo por semana',
  },
  status: {
    planned: 'Planificado',
    pending: 'Esperando al proveedor',
    approved: 'Aprobado',
    rejected: 'Rechazado',
    booked: 'Reservado',
  },
  available: 'Disponible',
  booked: 'Reservado',
  overview: 'Dónde están los sitios',
  budgetSummary: 'Resumen del presupuesto',
  audience: 'Audiencia',
  size: 'Tamaño',
  price: 'Precio',
  noPhoto: 'Aún sin foto',
  bookingPeriod: 'Reserva',
  used: 'Total del plan',
  remaining: 'Disponible',
  byOwner: 'Por proveedor',
  score: 'Puntaje',
  traffic: 'Tráfico',
  men: 'Hombres',
  women: 'Mujeres',
  targetAudience: 'Público objetivo',
  figures: {
    title: 'Cifras de audiencia (público objetivo)',
    median: 'Mediana',
    low: 'Mínimo (intervalo del 90 %)',
    high: 'Máximo (intervalo del 90 %)',
    impressions: 'Impactos',
    reach: 'Alcance (personas)',
    reachPercent: 'Alcance (% del público objetivo)',
    frequency: 'Frecuencia promedio',
    grp: 'GRP',
    targetPopulation: 'Población objetivo',
    note: 'Modelado para las fechas de la campaña ({weeks} semanas) con el censo 2017 y las medidas de los sitios.',
  },
  audienceWords: {
    sex: { all: 'Hombres y mujeres', male: 'Hombres', female: 'Mujeres' },
    ages: (ages: string) => `${ages} años`,
    allClasses: 'todos los NSE',
  },
  mailSubject: 'Plano: PowerPoint de {campaign}',
  mailAttached: 'Adjuntamos el PowerPoint de {campaign} ({sites} sitios).',
  mailLink:
    'El PowerPoint de {campaign} ({sites} sitios) está listo. Descárgalo aquí (el enlace funciona 7 días):',
};

export const labelsOf = (lng: DeckLanguage): Labels => (lng === 'es' ? ES : EN);

export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/** The campaign's target audience in one line of the document's language (issue 25). */
export const audienceLine = (audience: TargetAudience, labels: Labels) =>
  describeAudience(audience, labels.audienceWords);
