// Postgres learns a relation's length from lseek(fd, 0, SEEK_END), for every table and index a statement
// plans or extends: hundreds of times a booking write. On a data directory PGlite's files are Emscripten
// NODEFS files, whose SEEK_END asks node for a whole fstat each time; under booking writes on the
// embedded database that was about a tenth of the server's CPU. Only this process writes the directory
// (the DATA_DIR lock keeps every other out), and every change of a file's length goes through the
// operations wrapped here, so a length once read is kept and moved along: a write past the end extends
// it, any truncate or attribute change forgets it (the next SEEK_END asks the file again).

type Node = { mode: number };
type Stream = { node: Node; nfd?: number };
type StreamOps = {
  llseek(stream: Stream, offset: number, whence: number): number;
  write(
    stream: Stream,
    buffer: ArrayBufferView,
    offset: number,
    length: number,
    position?: number,
    canOwn?: boolean,
  ): number;
  setattr?(stream: Stream, attributes: Record<string, unknown>): void;
};
type NodeOps = { setattr(node: Node, attributes: Record<string, unknown>): void };

/** The parts of PGlite's Emscripten module this needs. */
export type EmscriptenWithNodefs = {
  FS: { isFile(mode: number): boolean };
  NODEFS?: { stream_ops: StreamOps; node_ops: NodeOps };
};

const SEEK_END = 2;
const INSTALLED = Symbol('booking-form file sizes');

/** The lengths this module keeps, by file node; for tests. */
export type KeptSizes = { get(node: object): number | undefined };

/**
 * Keeps the length of each NODEFS file of `mod` in memory once read. Answers the kept lengths (for
 * tests), or null when the module has no NODEFS (an in-memory database) or the wrappers are already on.
 */
export function keepFileSizes(mod: EmscriptenWithNodefs): KeptSizes | null {
  const nodefs = mod.NODEFS;
  if (!nodefs) return null;
  const streamOps = nodefs.stream_ops as StreamOps & { [INSTALLED]?: true };
  if (streamOps[INSTALLED]) return null;
  const sizes = new WeakMap<Node, number>();
  const { llseek, write, setattr } = streamOps;
  const nodeSetattr = nodefs.node_ops.setattr;

  streamOps.llseek = (stream, offset, whence) => {
    if (whence !== SEEK_END || !mod.FS.isFile(stream.node.mode)) return llseek(stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      size = llseek(stream, 0, SEEK_END);
      sizes.set(stream.node, size);
    }
    // A negative position is the original's error to raise.
    return offset + size < 0 ? llseek(stream, offset, whence) : offset + size;
  };
  streamOps.write = (stream, buffer, offset, length, position, canOwn) => {
    const written = write(stream, buffer, offset, length, position, canOwn);
    const size = sizes.get(stream.node);
    if (size !== undefined) {
      if (typeof position === 'number') sizes.set(stream.node, Math.max(size, position + written));
      else sizes.delete(stream.node);
    }
    return written;
  };
  if (setattr) {
    streamOps.setattr = (stream, attributes) => {
      sizes.delete(stream.node);
      try {
        setattr(stream, attributes);
      } finally {
        sizes.delete(stream.node);
      }
    };
  }
  nodefs.node_ops.setattr = (node, attributes) => {
    sizes.delete(node);
    try {
      nodeSetattr(node, attributes);
    } finally {
      sizes.delete(node);
    }
  };
  streamOps[INSTALLED] = true;
  return { get: (node) => sizes.get(node as Node) };
}
