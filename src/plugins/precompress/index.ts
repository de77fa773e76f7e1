import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {postBuildSequence} from '../post-build/sequence';
import {brotliCache} from './brotliCache';
import {precompressBuild} from './precompress';

/** Kept with the bundler's cache, which `docusaurus clear` empties too. */
export const CACHE_DIR = 'node_modules/.cache/precompress';

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

/**
 * Compressed copies of the build's text files (`name.br`, `name.gz`), for
 * servers that send them as they are instead of compressing every response
 * (hosting/nginx.conf: `brotli_static`, `gzip_static`). The last step of the
 * post-build sequence (../post-build/sequence.ts): every file has its final
 * content by then, and the service worker's precache list, taken just
 * before, keeps naming the plain files. README.md says what and why.
 */
export default function precompressPlugin(context: LoadContext): Plugin {
  postBuildSequence.expect('precompress');
  return {
    name: 'precompress',
    async postBuild({outDir}) {
      await postBuildSequence.arrive('precompress', async () => {
        const started = performance.now();
        // The process's CPU time, its thread pool's included: what the step costs whatever else the machine runs.
        const cpuBefore = process.cpuUsage();
        const cache = brotliCache(path.join(context.siteDir, CACHE_DIR));
        const report = await precompressBuild(outDir, {cache});
        await cache.prune();
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const cpu = process.cpuUsage(cpuBefore);
        const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
        console.log(
          `[precompress] ${report.files} files, ${mb(report.bytes)} MB: brotli ${mb(report.brotliBytes)} MB (${report.reused} from the cache), gzip ${mb(report.gzipBytes)} MB, in ${seconds} s (${cpuSeconds} s of CPU)`,
        );
        if (report.changedMeanwhile.length > 0) {
          logger.warn(
            `precompress: changed by another plugin while being compressed, left for the server to compress: ${report.changedMeanwhile.join(', ')}`,
          );
        }
      });
    },
  };
}
