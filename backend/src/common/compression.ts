import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Compression of API answers (JSON, CSV) for clients that send Accept-Encoding: a cylinder detail with a few
 * hundred entries is about 150 KiB raw and about 12 KiB gzipped, which is what a phone on a weak link feels.
 * Small answers (below 1 KiB) go out as they are: compressing them saves less than it costs. Brotli at
 * quality 4 compresses about as fast as gzip's default and smaller; zstd is left out so the encoding a
 * client gets does not depend on the Node version. The bench's bare reference registers the same options.
 */
export const API_COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  // Request bodies stay as they are: a compressed upload is not part of the API.
  globalDecompression: false,
  encodings: ['br', 'gzip', 'deflate'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};
