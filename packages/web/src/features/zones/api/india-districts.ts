import { INDIA_DISTRICTS_OBJECT } from '@plano/core';
import { useQuery } from '@tanstack/react-query';
import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { takeTopology } from './downloads.ts';

export interface DistrictProps {
  ID_2: number;
  NAME_1: string;
  NAME_2: string;
}
export type DistrictFeature = Feature<Geometry, DistrictProps>;

export interface IndiaDistricts {
  /** Only the shapes with a geometry (Kavaratti has none): these are the ones drawn. */
  districts: DistrictFeature[];
  /** Borders between two different states, drawn once from the shared arcs. */
  stateBorders: MultiLineString;
  /** The outline of the country (arcs used by one shape only). */
  coast: MultiLineString;
}

const stateOf = (geometry: { properties?: unknown }) =>
  (geometry.properties as DistrictProps | undefined)?.NAME_1;

export function toIndiaDistricts(topology: Topology): IndiaDistricts {
  const object = topology.objects[INDIA_DISTRICTS_OBJECT] as GeometryCollection<DistrictProps>;
  const collection = feature(topology, object) as FeatureCollection<Geometry | null, DistrictProps>;
  return {
    districts: collection.features.filter((f): f is DistrictFeature => f.geometry !== null),
    stateBorders: mesh(topology, object, (a, b) => a !== b && stateOf(a) !== stateOf(b)),
    coast: mesh(topology, object, (a, b) => a === b),
  };
}

async function loadIndiaDistricts(signal: AbortSignal): Promise<IndiaDistricts> {
  return toIndiaDistricts((await takeTopology(signal)) as Topology);
}

/** The district outlines (TopoJSON from GEODATA_DIR), once per visit. */
export function useIndiaDistricts() {
  return useQuery({
    queryKey: ['india-districts'],
    queryFn: ({ signal }) => loadIndiaDistricts(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
