/**
 * The parts of an .xlsx package (Office Open XML, ECMA-376) for a few sheets: cells with their number formats, an
 * Excel table with its filter buttons over the data, notes on cells (the comments part and the VML shapes Excel
 * draws them with), column widths and a frozen header. Only what the download needs; the zip is made elsewhere.
 * A sheet's XML comes in pieces, a few thousand rows each, as its rows are made: a full sheet of a million rows is
 * never one string, nor its cells all in memory.
 */
import { columnLetters, rectAddress } from '../../../host/address';
import type { SheetCell } from './cells';
import { BOLD_STYLE, StyleTable } from './styles';
import { MAIN_NS, REL_NS, XML_HEAD, relationships, xmlText } from './xml';

export interface XlsxTable {
  /** The Excel table's name (a valid one: the caller makes it so). */
  name: string;
  /** Its header row is the sheet's first row; this many rows follow it. */
  bodyRows: number;
  /** The header row's text, one per column. */
  headers: readonly string[];
}

export interface XlsxSheet {
  name: string;
  /** Row by row from A1, made as they are written (an iterable may be read once only). */
  rows: Iterable<readonly SheetCell[]>;
  /** How many rows `rows` yields, and the most cells of any: the sheet's dimension, said before its rows. */
  rowCount: number;
  columnCount: number;
  /** Column widths in characters, from column A. */
  widths: readonly number[];
  /** An Excel table over the first row's headers and the rows below them. */
  table?: XlsxTable;
  /** Notes on cells of the first row, by column (0-based). */
  headerNotes?: ReadonlyArray<{ column: number; text: string }>;
  freezeHeader?: boolean;
}

/** The error values a cell can hold in the file; any other text is cached as text. */
const EXCEL_ERRORS = new Set(['#NULL!', '#DIV/0!', '#VALUE!', '#REF!', '#NAME?', '#NUM!', '#N/A']);

/**
 * Whitespace an XML reader would not keep as it is without xml:space="preserve" (leading, trailing, runs, line
 * breaks, tabs). Most text has none, and its cells go without the attribute: a full sheet's XML is that much shorter
 * to write and to zip.
 */
const LOOSE_WHITESPACE = /^\s|\s$|\s\s|[\t\n\r]/;

function cellXml(cell: SheetCell, ref: string, styles: StyleTable): string {
  if (cell === null) return '';
  if (cell.kind === 'text') {
    const style = cell.bold ? ` s="${BOLD_STYLE}"` : '';
    const space = LOOSE_WHITESPACE.test(cell.value) ? ' xml:space="preserve"' : '';
    return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${xmlText(cell.value)}</t></is></c>`;
  }
  const style = styles.styleOf(cell.format);
  const s = style ? ` s="${style}"` : '';
  if (cell.kind === 'number') return `<c r="${ref}"${s}><v>${cell.value}</v></c>`;
  const formula = `<f>${xmlText(cell.formula)}</f>`;
  const { cached } = cell;
  if (cached === null) return `<c r="${ref}"${s}>${formula}</c>`;
  if (typeof cached === 'number') return `<c r="${ref}"${s}>${formula}<v>${cached}</v></c>`;
  // A result that is an Excel error (#DIV/0!, #REF!…) is cached as one, other text as a formula's string.
  const type = EXCEL_ERRORS.has(cached) ? 'e' : 'str';
  return `<c r="${ref}"${s} t="${type}">${formula}<v>${xmlText(cached)}</v></c>`;
}

function tableRect(table: XlsxTable) {
  // Excel tables have at least one body row, even an empty one.
  return {
    top: 0,
    left: 0,
    rows: 1 + Math.max(1, table.bodyRows),
    columns: Math.max(1, table.headers.length),
  };
}

/** Rows in one piece of a sheet's XML: a few hundred KB of text. */
const ROWS_PER_PIECE = 2_000;

function* sheetXml(sheet: XlsxSheet, index: number, styles: StyleTable, rel: SheetRels): Generator<string> {
  const dimension = rectAddress({
    top: 0,
    left: 0,
    rows: Math.max(1, sheet.rowCount),
    columns: Math.max(1, sheet.columnCount),
  });
  const pane = sheet.freezeHeader
    ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>'
    : '';
  const cols = sheet.widths.length
    ? `<cols>${sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`
    : '';
  yield (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<dimension ref="${dimension}"/>` +
    `<sheetViews><sheetView workbookViewId="0"${index === 0 ? ' tabSelected="1"' : ''}>${pane}</sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>${cols}<sheetData>`
  );
  // Column letters once, not per cell.
  const letters = Array.from({ length: Math.max(1, sheet.columnCount) }, (_, c) => columnLetters(c));
  let piece = '';
  let r = 0;
  for (const row of sheet.rows) {
    r += 1;
    let line = `<row r="${r}">`;
    for (let c = 0; c < row.length; c += 1) {
      const cell = row[c] ?? null;
      if (cell !== null) line += cellXml(cell, (letters[c] ?? columnLetters(c)) + r, styles);
    }
    // One concatenation into the piece a row, not one a cell: the piece stays a short chain of row strings.
    piece += line + '</row>';
    if (r % ROWS_PER_PIECE === 0) {
      yield piece;
      piece = '';
    }
  }
  yield (
    piece +
    '</sheetData>' +
    (rel.vml ? `<legacyDrawing r:id="${rel.vml}"/>` : '') +
    (rel.table ? `<tableParts count="1"><tablePart r:id="${rel.table}"/></tableParts>` : '') +
    '</worksheet>'
  );
}

function tableXml(table: XlsxTable, id: number): string {
  const ref = rectAddress(tableRect(table));
  const headers = table.headers.map((header, i) => header || `Column${i + 1}`);
  const columns = headers.map((name, i) => `<tableColumn id="${i + 1}" name="${xmlText(name)}"/>`).join('');
  const name = xmlText(table.name);
  return (
    `${XML_HEAD}<table xmlns="${MAIN_NS}" id="${id}" name="${name}" displayName="${name}" ref="${ref}" totalsRowShown="0">` +
    `<autoFilter ref="${ref}"/><tableColumns count="${headers.length}">${columns}</tableColumns>` +
    '<tableStyleInfo name="TableStyleMedium2" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/>' +
    '</table>'
  );
}

/** Each note's text as one run, the way Excel writes its own notes. */
function commentsXml(notes: NonNullable<XlsxSheet['headerNotes']>): string {
  const list = notes
    .map(
      (note) =>
        `<comment ref="${columnLetters(note.column)}1" authorId="0"><text><r><t xml:space="preserve">${xmlText(note.text)}</t></r></text></comment>`,
    )
    .join('');
  return `${XML_HEAD}<comments xmlns="${MAIN_NS}"><authors><author>Wharf</author></authors><commentList>${list}</commentList></comments>`;
}

/** The hidden note boxes Excel shows on hover: one VML shape per note, anchored beside its cell. */
function vmlXml(notes: NonNullable<XlsxSheet['headerNotes']>, sheetNumber: number): string {
  const shapes = notes
    .map(
      (note, i) =>
        `<v:shape id="_x0000_s${sheetNumber * 1024 + 1 + i}" type="#_x0000_t202" style="position:absolute;margin-left:60pt;margin-top:2pt;width:200pt;height:80pt;z-index:${i + 1};visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto">` +
        '<v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/>' +
        '<v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox>' +
        `<x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>${note.column + 1}, 15, 0, 2, ${note.column + 4}, 15, 5, 2</x:Anchor>` +
        `<x:AutoFill>False</x:AutoFill><x:Row>0</x:Row><x:Column>${note.column}</x:Column></x:ClientData></v:shape>`,
    )
    .join('');
  return (
    '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">' +
    `<o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="${sheetNumber}"/></o:shapelayout>` +
    '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe">' +
    '<v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>' +
    `${shapes}</xml>`
  );
}

interface SheetRels {
  table?: string;
  vml?: string;
}

const TYPES = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** One part of the package: its path in the zip and its text, in one piece or several. */
export type XlsxPart = readonly [path: string, pieces: Iterable<string>];

/**
 * Every part of the package, one after the other, to be zipped as they come. The styles part comes after the
 * sheets: it holds the number formats the sheets' cells turned out to use.
 */
export function* workbookParts(sheets: readonly XlsxSheet[]): Generator<XlsxPart> {
  const styles = new StyleTable();
  const overrides: string[] = [];
  let tables = 0;
  let notes = 0;
  for (const [index, sheet] of sheets.entries()) {
    const number = index + 1;
    const rels: Array<{ id: string; type: string; target: string }> = [];
    const sheetRels: SheetRels = {};
    if (sheet.table) {
      tables += 1;
      sheetRels.table = `rId${rels.length + 1}`;
      rels.push({ id: sheetRels.table, type: 'table', target: `../tables/table${tables}.xml` });
      yield [`xl/tables/table${tables}.xml`, [tableXml(sheet.table, tables)]];
      overrides.push(`/xl/tables/table${tables}.xml|${TYPES}.table+xml`);
    }
    if (sheet.headerNotes?.length) {
      notes += 1;
      rels.push({ id: `rId${rels.length + 1}`, type: 'comments', target: `../comments${notes}.xml` });
      sheetRels.vml = `rId${rels.length + 1}`;
      rels.push({ id: sheetRels.vml, type: 'vmlDrawing', target: `../drawings/vmlDrawing${notes}.vml` });
      yield [`xl/comments${notes}.xml`, [commentsXml(sheet.headerNotes)]];
      yield [`xl/drawings/vmlDrawing${notes}.vml`, [vmlXml(sheet.headerNotes, number)]];
      overrides.push(`/xl/comments${notes}.xml|${TYPES}.comments+xml`);
    }
    yield [`xl/worksheets/sheet${number}.xml`, sheetXml(sheet, index, styles, sheetRels)];
    overrides.push(`/xl/worksheets/sheet${number}.xml|${TYPES}.worksheet+xml`);
    if (rels.length) yield [`xl/worksheets/_rels/sheet${number}.xml.rels`, [relationships(rels)]];
  }
  const sheetList = sheets
    .map((sheet, i) => `<sheet name="${xmlText(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  yield [
    'xl/workbook.xml',
    [
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView activeTab="0"/></bookViews>` +
        `<sheets>${sheetList}</sheets><calcPr calcId="191029" fullCalcOnLoad="1"/></workbook>`,
    ],
  ];
  const workbookRels = relationships([
    ...sheets.map((_, i) => ({
      id: `rId${i + 1}`,
      type: 'worksheet',
      target: `worksheets/sheet${i + 1}.xml`,
    })),
    { id: `rId${sheets.length + 1}`, type: 'styles', target: 'styles.xml' },
  ]);
  yield ['xl/_rels/workbook.xml.rels', [workbookRels]];
  yield ['xl/styles.xml', [styles.toXml()]];
  yield ['_rels/.rels', [relationships([{ id: 'rId1', type: 'officeDocument', target: 'xl/workbook.xml' }])]];
  overrides.push(`/xl/workbook.xml|${TYPES}.sheet.main+xml`, `/xl/styles.xml|${TYPES}.styles+xml`);
  const contentTypes =
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/>' +
    overrides
      .map((entry) => {
        const [name, type] = entry.split('|');
        return `<Override PartName="${name}" ContentType="${type}"/>`;
      })
      .join('') +
    '</Types>';
  yield ['[Content_Types].xml', [contentTypes]];
}
