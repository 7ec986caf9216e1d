// Word lists are written one entry per line of a string: an array of quoted strings costs the
// Lambda bundle three bytes more per entry, and the lists hold about six hundred.

/** The entries of a block of lines, one per line, blank lines ignored. */
export function lines(block: string): readonly string[] {
  return block.split('\n').filter(Boolean);
}
