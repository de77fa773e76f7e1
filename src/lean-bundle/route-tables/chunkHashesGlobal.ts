/** The global where files register the chunk hashes they carry (chunkHashes.ts), read by client/chunkFiles.ts. */
export const CHUNK_HASHES_GLOBAL = '__chunkFileHashes';
