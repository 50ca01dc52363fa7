#ifndef SCAFFOLD_CSHA256_H
#define SCAFFOLD_CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// Whether this processor has what `scaffold_sha256_blocks` needs (x86-64 SHA-NI, SSE4.1 and
/// SSSE3); 0 on a processor without them, and on every other architecture.
int scaffold_sha256_accelerated(void);

/// Compresses `count` whole 64-byte blocks at `blocks` into `state` (h0 to h7, FIPS 180-4) with
/// the processor's SHA instructions; `round_constants` is FIPS 180-4's K, kept once, in
/// ScaffoldBase's `SHA256`. Call it only where `scaffold_sha256_accelerated()` is 1.
void scaffold_sha256_blocks(
    uint32_t state[8], const uint8_t *blocks, size_t count, const uint32_t round_constants[64]);

#endif
