/**
 * One face of a TrueType collection (.ttc) as a standalone TrueType font, with its glyph names dropped (the
 * `post` table cut to its version 3 header). pdfkit parses a font afresh for every document and reads `post`
 * while embedding it; the bundled face names its 30,000 glyphs there, which took most of a document's time.
 * No table but `post` changes, so every glyph, metric and shaping table is the face's own.
 */
export const standaloneFace = (file: Buffer, faceIndex = 0): Buffer => {
  const isCollection = file.toString('latin1', 0, 4) === 'ttcf';
  const directory = isCollection ? file.readUInt32BE(12 + 4 * faceIndex) : 0;
  const tableCount = file.readUInt16BE(directory + 4);
  const tables = Array.from({ length: tableCount }, (_, i) => {
    const record = directory + 12 + 16 * i;
    const tag = file.toString('latin1', record, record + 4);
    const offset = file.readUInt32BE(record + 8);
    let data = file.subarray(offset, offset + file.readUInt32BE(record + 12));
    if (tag === 'post') {
      data = Buffer.from(data.subarray(0, 32));
      data.writeUInt32BE(0x00030000, 0);
    }
    return { tag, data };
  });
  let end = 12 + 16 * tableCount;
  const placed = tables.map((t) => {
    const at = end;
    end += (t.data.length + 3) & ~3;
    return { ...t, at };
  });
  const out = Buffer.alloc(end);
  file.copy(out, 0, directory, directory + 12);
  for (const [i, t] of placed.entries()) {
    const record = 12 + 16 * i;
    out.write(t.tag, record, 'latin1');
    out.writeUInt32BE(checksum(t.data), record + 4);
    out.writeUInt32BE(t.at, record + 8);
    out.writeUInt32BE(t.data.length, record + 12);
    t.data.copy(out, t.at);
  }
  return out;
};

const checksum = (data: Buffer) => {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    sum =
      (sum +
        (((data[i]! << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0)) >>> 0)) >>>
      0;
  }
  return sum;
};
