import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;

/**
 * COPY's CSV ends each record with LF; the app's CSV with CRLF. This stream writes CR before every LF that
 * ends a record and leaves the line breaks inside quoted cells as they are (a quote toggles "inside";
 * an escaped quote "" toggles twice). Works on bytes: in UTF-8 neither byte occurs inside a character.
 */
export function csvLineEnds(): Transform {
  let quoted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      const out: Buffer[] = [];
      let from = 0;
      if (!quoted && chunk.indexOf(QUOTE) === -1) {
        // No quoted cell in this chunk: every LF ends a record.
        for (let at = chunk.indexOf(LF); at !== -1; at = chunk.indexOf(LF, at + 1)) {
          out.push(chunk.subarray(from, at), CRLF);
          from = at + 1;
        }
      } else {
        for (let at = 0; at < chunk.length; at++) {
          const byte = chunk[at];
          if (byte === QUOTE) quoted = !quoted;
          else if (byte === LF && !quoted) {
            out.push(chunk.subarray(from, at), CRLF);
            from = at + 1;
          }
        }
      }
      out.push(chunk.subarray(from));
      done(null, out.length === 1 ? out[0] : Buffer.concat(out));
    },
  });
}

const CRLF = Buffer.from([CR, LF]);

/**
 * A CSV download from a COPY: `head` (BOM and header line) and then the COPY's records with CRLF line
 * ends. Stopping the download stops the COPY (its stream is destroyed with the pipeline).
 */
export function csvFromCopy(head: string, records: Readable): Readable {
  const lines = pipeline(records, csvLineEnds(), () => undefined);
  async function* all(): AsyncGenerator<Buffer> {
    yield Buffer.from(head, 'utf8');
    yield* lines;
  }
  return Readable.from(all(), { objectMode: false });
}
