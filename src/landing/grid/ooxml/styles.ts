/**
 * The workbook's cell styles: the default, a bold one (the About sheet's labels) and one per number format the
 * cells use, each format written as a custom format code.
 */
import { MAIN_NS, XML_HEAD, xmlText } from './xml';

/** Custom number formats are numbered from 164 (lower ids are Excel's built-in formats). */
const FIRST_CUSTOM_FORMAT = 164;
export const BOLD_STYLE = 1;

export class StyleTable {
  private readonly formats: string[] = [];
  /** Asked once a cell: a map lookup, not a search of the formats. */
  private readonly styles = new Map<string, number>();

  /** The cell style index (the `s` attribute) of this number format; 0 for General. */
  styleOf(format: string | undefined): number {
    if (!format || format === 'General') return 0;
    let style = this.styles.get(format);
    if (style === undefined) {
      style = BOLD_STYLE + 1 + (this.formats.push(format) - 1);
      this.styles.set(format, style);
    }
    return style;
  }

  toXml(): string {
    const numFmts = this.formats
      .map(
        (code, index) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + index}" formatCode="${xmlText(code)}"/>`,
      )
      .join('');
    const formatXfs = this.formats
      .map(
        (_, index) =>
          `<xf numFmtId="${FIRST_CUSTOM_FORMAT + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
      )
      .join('');
    return (
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
      (this.formats.length ? `<numFmts count="${this.formats.length}">${numFmts}</numFmts>` : '') +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${2 + this.formats.length}">` +
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
      `${formatXfs}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>'
    );
  }
}
