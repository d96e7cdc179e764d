import { StreamableFile } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { pdfText } from './pdf-text';

/**
 * A table column: its header, its share of the line's width, and how its cells align. A `whole` column
 * (a werkbon number, a serial number) widens to its longest cell, up to a third of the line, so that a
 * number never breaks in the middle; the width comes from the `flex` columns (free text: a note).
 */
export interface PdfColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
  whole?: boolean;
  flex?: boolean;
}

export interface PdfReportOptions {
  /** The document's title (its metadata and the first page's heading). */
  title: string;
  author?: string;
  /** The left part of every page's footer (e.g. what and when), beside the page number. */
  footer: string;
  /** "page 2 of 7" in the report's language. */
  pageLabel: (page: number, pages: number) => string;
}

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const SIZE = 8.5;
/** Tables are set a little smaller: an A4 line holds nine columns of a logbook. */
const TABLE_SIZE = 7.5;
const PAD = 2.5;
const MARGIN = { top: 48, bottom: 54, left: 40, right: 40 };
/** A cell longer than this is cut (with …), so that one row always fits on a page. */
const MAX_CELL = 500;
const RULE = '#b8b8b8';
const HEADER_FILL = '#e8e8e8';

/**
 * An A4 report drawn with pdfkit and the standard PDF fonts (nothing embedded, nothing fetched): headings,
 * label/value blocks, paragraphs and tables that break over pages with their header repeated, and a footer
 * with "page x of y" on every page. Every text passes through pdfText. The document is built in memory
 * (pages are buffered for the page count) and answered as one Buffer.
 */
export class PdfReport {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  /** A heading waiting for what follows it: it is drawn on the page where its first row or line fits. */
  private pendingHeading: string | null = null;

  constructor(private readonly options: PdfReportOptions) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      compress: true,
      info: {
        Title: pdfText(options.title),
        Author: pdfText(options.author ?? ''),
        Creator: 'F-gas register',
      },
    });
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.doc.font(FONT).fontSize(SIZE).fillColor('black');
  }

  private get width(): number {
    return this.doc.page.width - MARGIN.left - MARGIN.right;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN.bottom;
  }

  /**
   * Starts a new page when less than `height` points are left on this one, counting a waiting heading,
   * which is then drawn: a heading always stands on the page of its first row or line.
   */
  private keep(height: number): void {
    const heading = this.pendingHeading;
    this.pendingHeading = null;
    const headingHeight = heading === null ? 0 : this.headingHeight(heading);
    if (this.doc.y + headingHeight + height > this.bottom) this.doc.addPage();
    if (heading !== null) this.drawHeading(heading);
  }

  private headingHeight(text: string): number {
    return this.doc.currentLineHeight() * 0.75 + this.measure(text, this.width, BOLD, 11) + 4;
  }

  private drawHeading(text: string): void {
    this.doc.moveDown(0.5);
    this.doc.font(BOLD).fontSize(11).text(pdfText(text), MARGIN.left, this.doc.y, { width: this.width });
    this.doc.font(FONT).fontSize(SIZE).moveDown(0.25);
  }

  title(text: string, subtitle?: string): this {
    this.doc.font(BOLD).fontSize(16).text(pdfText(text), MARGIN.left, this.doc.y, { width: this.width });
    if (subtitle) this.doc.font(FONT).fontSize(9).text(pdfText(subtitle), { width: this.width });
    this.doc.font(FONT).fontSize(SIZE).moveDown(0.6);
    return this;
  }

  /** A section heading, kept on one page with the first row or line of what follows it. */
  heading(text: string): this {
    if (this.pendingHeading !== null) this.keep(0);
    this.pendingHeading = text;
    return this;
  }

  paragraph(text: string): this {
    this.keep(this.measure(text, this.width, FONT) + 2);
    this.doc.font(FONT).fontSize(SIZE).text(pdfText(text), MARGIN.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
    return this;
  }

  /** Label/value lines in `columns` columns (filled row by row). */
  fields(pairs: [string, string | null | undefined][], columns = 2): this {
    const columnWidth = this.width / columns;
    // One column (a short list of figures) gives its labels room for a whole sentence.
    const labelWidth = Math.min(columns === 1 ? 240 : 120, columnWidth * 0.42);
    if (pairs.length === 0) this.keep(0);
    for (let i = 0; i < pairs.length; i += columns) {
      const row = pairs.slice(i, i + columns);
      const height = Math.max(
        ...row.map(([label, value]) =>
          Math.max(
            this.measure(label, labelWidth - PAD, BOLD),
            this.measure(value ?? '—', columnWidth - labelWidth - PAD, FONT),
          ),
        ),
      );
      this.keep(height + 2);
      const y = this.doc.y;
      row.forEach(([label, value], index) => {
        const x = MARGIN.left + index * columnWidth;
        this.doc.font(BOLD).text(pdfText(label), x, y, { width: labelWidth - PAD });
        this.doc.font(FONT).text(pdfText(value || '—'), x + labelWidth, y, {
          width: columnWidth - labelWidth - PAD,
        });
      });
      this.doc.y = y + height + 2;
    }
    this.doc.x = MARGIN.left;
    this.doc.moveDown(0.3);
    return this;
  }

  /** A table; a row never splits, the header is repeated on every page it continues on. */
  table(columns: PdfColumn[], rows: (string | null | undefined)[][], empty?: string): this {
    const widths = this.columnWidths(columns, rows);
    const headerTexts = columns.map((column) => column.header);
    const headerHeight = this.rowHeight(headerTexts, widths, BOLD);
    const drawHeader = () => {
      this.doc.rect(MARGIN.left, this.doc.y, this.width, headerHeight).fill(HEADER_FILL).fillColor('black');
      this.drawRow(headerTexts, widths, columns, headerHeight, BOLD);
    };
    // The header goes with the first row (and a waiting heading with both).
    const first = rows.length > 0 ? rows[0].map((cell) => clip(cell ?? '')) : empty ? [empty] : null;
    const firstHeight =
      first === null
        ? 0
        : rows.length > 0
          ? this.rowHeight(first, widths, FONT)
          : this.rowHeight(first, [this.width], FONT);
    this.keep(headerHeight + firstHeight);
    drawHeader();
    if (rows.length === 0 && empty) {
      this.drawRow(
        [empty],
        [this.width],
        [{ header: '', width: 1 }],
        this.rowHeight([empty], [this.width], FONT),
        FONT,
      );
    }
    for (const cells of rows) {
      const texts = cells.map((cell) => clip(cell ?? ''));
      const height = this.rowHeight(texts, widths, FONT);
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        drawHeader();
      }
      this.drawRow(texts, widths, columns, height, FONT);
    }
    this.doc.x = MARGIN.left;
    this.doc.moveDown(0.4);
    return this;
  }

  /** Boxes side by side to sign in, each with its caption above (kept together on one page). */
  signatures(captions: string[]): this {
    const gap = 16;
    const boxWidth = (this.width - gap * (captions.length - 1)) / captions.length;
    const boxHeight = 60;
    const captionHeight = Math.max(...captions.map((caption) => this.measure(caption, boxWidth, BOLD)));
    this.keep(captionHeight + boxHeight + 24);
    this.doc.moveDown(1);
    const y = this.doc.y;
    captions.forEach((caption, i) => {
      const x = MARGIN.left + i * (boxWidth + gap);
      this.doc.font(BOLD).fontSize(SIZE).text(pdfText(caption), x, y, { width: boxWidth });
      this.doc
        .rect(x, y + captionHeight + 4, boxWidth, boxHeight)
        .lineWidth(0.6)
        .stroke(RULE);
    });
    this.doc.font(FONT);
    this.doc.x = MARGIN.left;
    this.doc.y = y + captionHeight + 4 + boxHeight + 8;
    return this;
  }

  /** Writes the footers and answers the whole file. */
  async finish(): Promise<Buffer> {
    if (this.pendingHeading !== null) this.keep(0);
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      this.doc.switchToPage(index);
      // Writing below the bottom margin would make pdfkit start a new page: the margin is lifted meanwhile.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN.bottom + 18;
      this.doc
        .moveTo(MARGIN.left, y - 5)
        .lineTo(MARGIN.left + this.width, y - 5)
        .lineWidth(0.5)
        .stroke(RULE);
      this.doc.font(FONT).fontSize(7.5).fillColor('#333333');
      this.doc.text(pdfText(this.options.footer), MARGIN.left, y, {
        width: this.width * 0.75,
        lineBreak: false,
      });
      this.doc.text(pdfText(this.options.pageLabel(index + 1, count)), MARGIN.left, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      this.doc.page.margins.bottom = bottom;
    }
    this.doc.flushPages();
    this.doc.end();
    return this.done;
  }

  /**
   * The columns' widths in points: their shares of the line, then each `whole` column widened to its
   * longest cell (at most a third of the line), taken from the `flex` columns down to half their share.
   */
  private columnWidths(columns: PdfColumn[], rows: (string | null | undefined)[][]): number[] {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.width);
    const flex = columns.flatMap((column, i) => (column.flex ? [i] : []));
    let spare = flex.reduce((sum, i) => sum + widths[i] / 2, 0);
    this.doc.font(FONT).fontSize(TABLE_SIZE);
    columns.forEach((column, i) => {
      if (!column.whole) return;
      const longest = Math.max(
        0,
        // A cell of several lines (fitter's and company's certificate) is as wide as its longest line.
        ...rows.flatMap((cells) =>
          pdfText(clip(cells[i] ?? ''))
            .split('\n')
            .map((line) => this.doc.widthOfString(line)),
        ),
      );
      const wanted = Math.min(longest + 2 * PAD + 1, this.width / 3) - widths[i];
      const taken = Math.min(Math.max(wanted, 0), spare);
      if (taken <= 0) return;
      widths[i] += taken;
      spare -= taken;
      // Taken from the flex columns in proportion to their widths.
      const flexTotal = flex.reduce((sum, f) => sum + widths[f], 0);
      for (const f of flex) widths[f] -= (taken * widths[f]) / flexTotal;
    });
    this.doc.fontSize(SIZE);
    return widths;
  }

  private measure(text: string, width: number, font: string, size = SIZE): number {
    this.doc.font(font).fontSize(size);
    return this.doc.heightOfString(pdfText(text) || ' ', { width });
  }

  private rowHeight(texts: string[], widths: number[], font: string): number {
    return (
      Math.max(...texts.map((text, i) => this.measure(text, widths[i] - 2 * PAD, font, TABLE_SIZE))) + 2 * PAD
    );
  }

  private drawRow(
    texts: string[],
    widths: number[],
    columns: PdfColumn[],
    height: number,
    font: string,
  ): void {
    const y = this.doc.y;
    let x = MARGIN.left;
    this.doc.font(font).fontSize(TABLE_SIZE).fillColor('black');
    texts.forEach((text, i) => {
      this.doc.text(pdfText(text), x + PAD, y + PAD, {
        width: widths[i] - 2 * PAD,
        align: columns[i]?.align ?? 'left',
      });
      x += widths[i];
    });
    this.doc
      .moveTo(MARGIN.left, y + height)
      .lineTo(MARGIN.left + this.width, y + height)
      .lineWidth(0.4)
      .stroke(RULE);
    this.doc.y = y + height;
    this.doc.x = MARGIN.left;
    this.doc.fontSize(SIZE);
  }
}

function clip(text: string): string {
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL)}…` : text;
}

/** A PDF answer: shown in the browser's viewer, saved under `fileName`. */
export function pdfFile(pdf: Buffer, fileName: string): StreamableFile {
  return new StreamableFile(pdf, {
    type: 'application/pdf',
    disposition: `inline; filename="${fileName}"`,
    length: pdf.length,
  });
}
