import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  BASE_MAP_LAYERS,
  type BaseMapLayer,
  baseMapFiles,
  buildBaseGeodata,
} from './src/features/planning/components/map/base-map-data.ts';

const VIRTUAL_ID = 'virtual:base-map';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Where the dev server answers the files (the build names them by hash under assets/). */
const DEV_PREFIX = '/@base-map/';

/** The sources: the world's countries from world-atlas, Chile's regions and communes from the server's data. */
function readSources(root: string) {
  const require = createRequire(import.meta.url);
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const geodata = path.resolve(root, '../server/geodata');
  return buildBaseGeodata(
    read(require.resolve('world-atlas/countries-50m.json')),
    read(path.join(geodata, 'chile-regions.json')),
    read(path.join(geodata, 'chile-comunas.json')),
  );
}

/**
 * The built-in base map's GeoJSON files, made once per build from the TopoJSON sources (decision
 * 0034). `import urls from 'virtual:base-map'` gives each layer's URL: a hashed asset in the build
 * (cached for good, precompressed), a path of the dev server in development.
 */
export function baseMap(): Plugin {
  let root = process.cwd();
  let serving = false;
  let files: Record<BaseMapLayer, string> | undefined;
  const built = () => {
    files ??= baseMapFiles(readSources(root));
    return files;
  };
  return {
    name: 'plano-base-map',
    configResolved(config) {
      root = config.root;
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const texts = built();
      const urls = BASE_MAP_LAYERS.map((layer) => {
        if (serving) return `${layer}: ${JSON.stringify(`${DEV_PREFIX}${layer}.json`)}`;
        const ref = this.emitFile({ type: 'asset', name: `base-map-${layer}.json`, source: texts[layer] });
        return `${layer}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export default { ${urls.join(', ')} };`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const layer = request.url?.startsWith(DEV_PREFIX)
          ? (request.url.slice(DEV_PREFIX.length).replace(/\.json$/, '') as BaseMapLayer)
          : undefined;
        if (!layer || !BASE_MAP_LAYERS.includes(layer)) return next();
        response.setHeader('content-type', 'application/json');
        response.end(built()[layer]);
      });
    },
  };
}
