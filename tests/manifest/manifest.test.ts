// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser, XMLSerializer, onWarningStopParsing } from '@xmldom/xmldom';
import type { Document, Element } from '@xmldom/xmldom';
import { validateXML } from 'xmllint-wasm';
import type { XMLValidationResult } from 'xmllint-wasm';

/*
 * Offline validation of manifest.xml against Wharf's own transcription of the documented add-in manifest
 * schema (tests/manifest/schema/, see the header comment of each XSD), plus checks the schema cannot
 * express: every URL stays on the add-in's three local origins, icons exist with the right pixel sizes,
 * and the ribbon button opens the task pane at the add-in's root.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MANIFEST_PATH = path.join(REPO_ROOT, 'manifest.xml');
const SCHEMA_DIR = path.join(REPO_ROOT, 'tests/manifest/schema');
const PUBLIC_DIR = path.join(REPO_ROOT, 'public');

const NS = {
  app: 'http://schemas.microsoft.com/office/appforoffice/1.1',
  ov: 'http://schemas.microsoft.com/office/taskpaneappversionoverrides',
  bt: 'http://schemas.microsoft.com/office/officeappbasictypes/1.0',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
} as const;
type Prefix = keyof typeof NS;

const ADDIN_ORIGIN = 'https://localhost:3000';
const ALLOWED_ORIGINS = ['https://localhost:3000', 'https://localhost:3001', 'https://localhost:3002'];
const TIMEOUT_MS = 30_000;

const manifestXml = readFileSync(MANIFEST_PATH, 'utf8');
const readSchema = (fileName: string) => ({
  fileName,
  contents: readFileSync(path.join(SCHEMA_DIR, fileName), 'utf8'),
});
// The entry schema goes in `schema`; the schemas it xs:imports go in `preload` under the file names used
// in their schemaLocation attributes (xmllint-wasm never touches the network or the disk).
const ENTRY_SCHEMA = readSchema('officeapp-1.1.xsd');
const IMPORTED_SCHEMAS = [
  readSchema('taskpane-versionoverrides-1.0.xsd'),
  readSchema('officeapp-basictypes-1.0.xsd'),
];

function validate(xml: string): Promise<XMLValidationResult> {
  return validateXML({
    xml: [{ fileName: 'manifest.xml', contents: xml }],
    schema: [ENTRY_SCHEMA],
    preload: IMPORTED_SCHEMAS,
  });
}

function describeErrors(result: XMLValidationResult): string {
  return result.errors.length === 0
    ? result.rawOutput
    : result.errors.map((error) => error.rawMessage).join('\n');
}

function parse(xml: string): Document {
  return new DOMParser({ onError: onWarningStopParsing }).parseFromString(xml, 'text/xml');
}

function serialize(doc: Document): string {
  return new XMLSerializer().serializeToString(doc);
}

function all(root: Document | Element, prefix: Prefix, localName: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(NS[prefix], localName));
}

function one(root: Document | Element, prefix: Prefix, localName: string): Element {
  const found = all(root, prefix, localName);
  if (found.length !== 1) {
    throw new Error(`expected exactly one ${prefix}:${localName}, found ${found.length}`);
  }
  return found[0] as Element;
}

function childElements(element: Element, prefix?: Prefix, localName?: string): Element[] {
  return Array.from(element.childNodes).filter(
    (node): node is Element =>
      node.nodeType === node.ELEMENT_NODE &&
      (prefix === undefined || (node as Element).namespaceURI === NS[prefix]) &&
      (localName === undefined || (node as Element).localName === localName),
  );
}

function child(element: Element, prefix: Prefix, localName: string): Element {
  const found = childElements(element, prefix, localName);
  if (found.length !== 1) {
    throw new Error(`expected one ${prefix}:${localName} under <${element.tagName}>, found ${found.length}`);
  }
  return found[0] as Element;
}

function xsiType(element: Element): string | null {
  return element.getAttributeNS(NS.xsi, 'type');
}

function requiredAttribute(element: Element, name: string): string {
  const value = element.getAttribute(name);
  if (value === null) throw new Error(`<${element.tagName}> has no ${name} attribute`);
  return value;
}

/** Value of the resource (bt:Image / bt:Url / bt:String) with the given id under the given collection. */
function resource(doc: Document, collection: string, id: string): string {
  const resources = one(doc, 'ov', 'Resources');
  const matches = childElements(child(resources, 'bt', collection)).filter(
    (element) => element.getAttribute('id') === id,
  );
  expect(matches, `resource ${collection}#${id}`).toHaveLength(1);
  return requiredAttribute(matches[0] as Element, 'DefaultValue');
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) throw new Error(`${file} is not a PNG`);
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error(`${file} has no IHDR chunk first`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Maps an icon URL on the add-in's origin to the file Vite serves it from (public/). */
function publicFileFor(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin, `${url} is served by the add-in`).toBe(ADDIN_ORIGIN);
  return path.join(PUBLIC_DIR, ...parsed.pathname.split('/').filter(Boolean));
}

const looksLikeUrl = (value: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(value.trim());

/** Every URL-looking attribute value and text node in the document, except namespace declarations. */
function urlsIn(doc: Document): { where: string; url: string }[] {
  const urls: { where: string; url: string }[] = [];
  for (const element of Array.from(doc.getElementsByTagName('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name === 'xmlns' || attribute.name.startsWith('xmlns:')) continue;
      if (looksLikeUrl(attribute.value)) {
        urls.push({ where: `<${element.tagName} ${attribute.name}>`, url: attribute.value });
      }
    }
    for (const node of Array.from(element.childNodes)) {
      const text = node.nodeType === node.TEXT_NODE ? (node.nodeValue ?? '').trim() : '';
      if (text && looksLikeUrl(text)) urls.push({ where: `<${element.tagName}> text`, url: text });
    }
  }
  return urls;
}

describe('manifest.xml', () => {
  const doc = parse(manifestXml);

  it(
    'is valid against the add-in manifest schema',
    async () => {
      const result = await validate(manifestXml);
      expect(result.valid, `manifest.xml failed schema validation:\n${describeErrors(result)}`).toBe(true);
      expect(result.errors).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it('describes Wharf as an Excel task pane add-in', () => {
    const root = doc.documentElement;
    expect(root?.namespaceURI).toBe(NS.app);
    expect(root?.localName).toBe('OfficeApp');
    expect(root && xsiType(root)).toBe('TaskPaneApp');
    expect(one(doc, 'app', 'Id').textContent).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(one(doc, 'app', 'Version').textContent).toBe('1.0.0.0');
    expect(one(doc, 'app', 'ProviderName').textContent).toBe('Wharf');
    expect(one(doc, 'app', 'DefaultLocale').textContent).toBe('en-US');
    expect(one(doc, 'app', 'DisplayName').getAttribute('DefaultValue')).toBe('Wharf');
    const base = doc.documentElement as Element;
    expect(child(base, 'app', 'Description').getAttribute('DefaultValue')).toBe(
      "Land your company's source-system data in a warehouse and pull refreshable tables into Excel.",
    );
    expect(childElements(child(base, 'app', 'Hosts')).map((host) => host.getAttribute('Name'))).toEqual([
      'Workbook',
    ]);
    const sets = all(child(base, 'app', 'Requirements'), 'app', 'Set').map(
      (set) => `${set.getAttribute('Name')} ${set.getAttribute('MinVersion')}`,
    );
    expect(sets).toEqual(['ExcelApi 1.6']);
    expect(one(doc, 'app', 'Permissions').textContent).toBe('ReadWriteDocument');
    expect(
      child(child(base, 'app', 'DefaultSettings'), 'app', 'SourceLocation').getAttribute('DefaultValue'),
    ).toBe(`${ADDIN_ORIGIN}/`);
  });

  it('only points at the add-in, its API and its sign-in provider, over https', () => {
    const urls = urlsIn(doc);
    expect(urls.length).toBeGreaterThan(5);
    for (const { where, url } of urls) {
      const parsed = new URL(url);
      expect(parsed.protocol, `${where} ${url}`).toBe('https:');
      expect(ALLOWED_ORIGINS, `${where} ${url}`).toContain(parsed.origin);
    }
    const appDomains = all(one(doc, 'app', 'AppDomains'), 'app', 'AppDomain').map((d) => d.textContent);
    expect(appDomains).toEqual(ALLOWED_ORIGINS);
  });

  it('references icons that exist under public/ with the documented pixel sizes', () => {
    const base = doc.documentElement as Element;
    // Task pane add-ins: IconUrl is 32 x 32 and HighResolutionIconUrl 64 x 64.
    const baseIcons: [string, number][] = [
      [requiredAttribute(child(base, 'app', 'IconUrl'), 'DefaultValue'), 32],
      [requiredAttribute(child(base, 'app', 'HighResolutionIconUrl'), 'DefaultValue'), 64],
    ];
    // Ribbon icons: each Icon needs the mandatory 16, 32 and 80 px images, and each bt:Image resource is
    // used at one size only.
    const sizeOfImage = new Map<string, number>();
    for (const icon of all(doc, 'ov', 'Icon')) {
      const images = childElements(icon, 'bt', 'Image');
      expect(images.map((image) => Number(image.getAttribute('size'))).sort((a, b) => a - b)).toEqual([
        16, 32, 80,
      ]);
      for (const image of images) {
        const resid = requiredAttribute(image, 'resid');
        const size = Number(requiredAttribute(image, 'size'));
        expect(sizeOfImage.get(resid) ?? size, `bt:Image ${resid} is used at one size`).toBe(size);
        sizeOfImage.set(resid, size);
      }
    }
    const ribbonIcons: [string, number][] = [...sizeOfImage].map(([resid, size]) => [
      resource(doc, 'Images', resid),
      size,
    ]);
    expect(ribbonIcons).toHaveLength(3);

    for (const [url, size] of [...baseIcons, ...ribbonIcons]) {
      const file = publicFileFor(url);
      expect(existsSync(file), `${url} -> ${path.relative(REPO_ROOT, file)} exists`).toBe(true);
      expect(pngSize(file), url).toEqual({ width: size, height: size });
    }
  });

  it('ships every icon size and the favicon', () => {
    for (const size of [16, 32, 64, 80, 128]) {
      expect(pngSize(path.join(PUBLIC_DIR, 'assets', `icon-${size}.png`)), `icon-${size}.png`).toEqual({
        width: size,
        height: size,
      });
    }
    expect(readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8')).toMatch(
      /<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    );
  });

  it('has an "Open Wharf" button on the Home tab that shows the task pane at the add-in root', () => {
    const versionOverrides = one(doc, 'ov', 'VersionOverrides');
    expect(xsiType(versionOverrides)).toBe('VersionOverridesV1_0');
    const host = child(child(versionOverrides, 'ov', 'Hosts'), 'ov', 'Host');
    expect(xsiType(host)).toBe('Workbook');
    const extensionPoint = child(child(host, 'ov', 'DesktopFormFactor'), 'ov', 'ExtensionPoint');
    expect(xsiType(extensionPoint)).toBe('PrimaryCommandSurface');
    const tab = child(extensionPoint, 'ov', 'OfficeTab');
    expect(tab.getAttribute('id')).toBe('TabHome');
    const group = child(tab, 'ov', 'Group');
    expect(resource(doc, 'ShortStrings', requiredAttribute(child(group, 'ov', 'Label'), 'resid'))).toBe(
      'Wharf',
    );

    const button = child(group, 'ov', 'Control');
    expect(xsiType(button)).toBe('Button');
    expect(resource(doc, 'ShortStrings', requiredAttribute(child(button, 'ov', 'Label'), 'resid'))).toBe(
      'Open Wharf',
    );
    const supertip = child(button, 'ov', 'Supertip');
    expect(resource(doc, 'ShortStrings', requiredAttribute(child(supertip, 'ov', 'Title'), 'resid'))).toBe(
      'Open Wharf',
    );
    expect(
      resource(doc, 'LongStrings', requiredAttribute(child(supertip, 'ov', 'Description'), 'resid')),
    ).not.toBe('');

    const action = child(button, 'ov', 'Action');
    expect(xsiType(action)).toBe('ShowTaskpane');
    expect(child(action, 'ov', 'TaskpaneId').textContent).toBe('ButtonId1');
    const taskpaneUrl = resource(
      doc,
      'Urls',
      requiredAttribute(child(action, 'ov', 'SourceLocation'), 'resid'),
    );
    expect(taskpaneUrl).toBe(`${ADDIN_ORIGIN}/`);
    expect(taskpaneUrl).toBe(one(doc, 'app', 'SourceLocation').getAttribute('DefaultValue'));

    const getStarted = child(child(host, 'ov', 'DesktopFormFactor'), 'ov', 'GetStarted');
    expect(
      new URL(resource(doc, 'Urls', requiredAttribute(child(getStarted, 'ov', 'LearnMoreUrl'), 'resid')))
        .origin,
    ).toBe(ADDIN_ORIGIN);
  });
});

/*
 * Each case breaks a copy of manifest.xml in one way and expects the schema to reject it for that reason,
 * so the validation above is known to be able to fail.
 */
interface BrokenCase {
  name: string;
  /** Mutates the parsed copy in place. */
  breakIt: (doc: Document) => void;
  /** Must match the message of at least one validation error. */
  expected: RegExp;
}

const q = (prefix: Prefix, localName: string) => `\\{${NS[prefix].replace(/[.]/g, '\\.')}\\}${localName}`;

function remove(element: Element): void {
  element.parentNode?.removeChild(element);
}

function base(doc: Document, localName: string): Element {
  return child(doc.documentElement as Element, 'app', localName);
}

function stringResource(doc: Document, id: string): Element {
  const match = all(one(doc, 'ov', 'Resources'), 'bt', 'String').find((s) => s.getAttribute('id') === id);
  if (!match) throw new Error(`no bt:String ${id}`);
  return match;
}

const brokenCases: BrokenCase[] = [
  {
    name: 'DefaultSettings without its SourceLocation',
    breakIt: (doc) => remove(child(base(doc, 'DefaultSettings'), 'app', 'SourceLocation')),
    expected: new RegExp(`Element '${q('app', 'DefaultSettings')}': Missing child element.*SourceLocation`),
  },
  {
    name: 'no DefaultSettings at all',
    breakIt: (doc) => remove(base(doc, 'DefaultSettings')),
    expected: new RegExp(
      `Element '${q('app', 'Permissions')}': This element is not expected.*DefaultSettings`,
    ),
  },
  {
    name: 'a non-https IconUrl',
    breakIt: (doc) =>
      base(doc, 'IconUrl').setAttribute('DefaultValue', 'http://localhost:3000/assets/icon-32.png'),
    expected: /\[facet 'pattern'\] The value 'http:\/\/localhost:3000\/assets\/icon-32\.png' is not accepted/,
  },
  {
    name: 'a non-https task pane Url resource',
    breakIt: (doc) => {
      const url = all(one(doc, 'ov', 'Resources'), 'bt', 'Url')[0];
      url?.setAttribute('DefaultValue', 'http://localhost:3000/');
    },
    expected: /\[facet 'pattern'\] The value 'http:\/\/localhost:3000\/' is not accepted/,
  },
  {
    name: 'SupportUrl before IconUrl',
    breakIt: (doc) => {
      const supportUrl = base(doc, 'SupportUrl');
      remove(supportUrl);
      doc.documentElement?.insertBefore(supportUrl, base(doc, 'IconUrl'));
    },
    expected: new RegExp(`Element '${q('app', 'IconUrl')}': This element is not expected`),
  },
  {
    name: 'Requirements after DefaultSettings',
    breakIt: (doc) => {
      const requirements = base(doc, 'Requirements');
      remove(requirements);
      doc.documentElement?.insertBefore(requirements, base(doc, 'Permissions'));
    },
    expected: new RegExp(`Element '${q('app', 'Requirements')}': This element is not expected`),
  },
  {
    name: 'Supertip Description before Title',
    breakIt: (doc) => {
      const supertip = one(doc, 'ov', 'Supertip');
      const description = child(supertip, 'ov', 'Description');
      remove(description);
      supertip.insertBefore(description, child(supertip, 'ov', 'Title'));
    },
    expected: new RegExp(`Element '${q('ov', 'Description')}': This element is not expected.*Title`),
  },
  {
    name: 'an Id that is not a GUID',
    breakIt: (doc) => {
      base(doc, 'Id').textContent = 'wharf-addin';
    },
    expected: /\[facet 'pattern'\] The value 'wharf-addin' is not accepted/,
  },
  {
    name: 'a five-part Version',
    breakIt: (doc) => {
      base(doc, 'Version').textContent = '1.0.0.0.0';
    },
    expected: /\[facet 'pattern'\] The value '1\.0\.0\.0\.0' is not accepted/,
  },
  {
    name: 'a DisplayName over 125 characters',
    breakIt: (doc) => base(doc, 'DisplayName').setAttribute('DefaultValue', 'W'.repeat(126)),
    expected:
      /\[facet 'maxLength'\].*has a length of '126'; this exceeds the allowed maximum length of '125'/,
  },
  {
    name: 'a Description over 250 characters',
    breakIt: (doc) => base(doc, 'Description').setAttribute('DefaultValue', 'd'.repeat(251)),
    expected:
      /\[facet 'maxLength'\].*has a length of '251'; this exceeds the allowed maximum length of '250'/,
  },
  {
    name: 'a ShortStrings label over 125 characters',
    breakIt: (doc) =>
      stringResource(doc, 'Wharf.OpenButton.Label').setAttribute('DefaultValue', 'x'.repeat(126)),
    expected: /\[facet 'maxLength'\].*has a length of '126'/,
  },
  {
    name: 'a LongStrings tooltip over 250 characters',
    breakIt: (doc) =>
      stringResource(doc, 'Wharf.OpenButton.Tooltip').setAttribute('DefaultValue', 'x'.repeat(251)),
    expected: /\[facet 'maxLength'\].*has a length of '251'/,
  },
  {
    name: 'a mail-only Permissions value',
    breakIt: (doc) => {
      base(doc, 'Permissions').textContent = 'ReadWriteMailbox';
    },
    expected: /\[facet 'enumeration'\] The value 'ReadWriteMailbox' is not an element of the set/,
  },
  {
    name: 'an unknown Host Name',
    breakIt: (doc) => child(base(doc, 'Hosts'), 'app', 'Host').setAttribute('Name', 'Excel'),
    expected: /\[facet 'enumeration'\] The value 'Excel' is not an element of the set/,
  },
  {
    name: 'an AppDomain with a path and trailing slash',
    breakIt: (doc) => {
      const appDomain = all(base(doc, 'AppDomains'), 'app', 'AppDomain')[1];
      if (appDomain) appDomain.textContent = 'https://localhost:3001/api/';
    },
    expected: /\[facet 'pattern'\] The value 'https:\/\/localhost:3001\/api\/' is not accepted/,
  },
  {
    name: 'VersionOverrides without xsi:type',
    breakIt: (doc) => one(doc, 'ov', 'VersionOverrides').removeAttributeNS(NS.xsi, 'type'),
    expected: new RegExp(`Element '${q('ov', 'VersionOverrides')}': The type definition is abstract`),
  },
  {
    name: 'a ShowTaskpane action without SourceLocation',
    breakIt: (doc) => remove(child(one(doc, 'ov', 'Action'), 'ov', 'SourceLocation')),
    expected: new RegExp(`Element '${q('ov', 'Action')}': Missing child element.*SourceLocation`),
  },
  {
    name: 'a button whose action type does not exist',
    breakIt: (doc) => one(doc, 'ov', 'Action').setAttributeNS(NS.xsi, 'xsi:type', 'OpenTaskpane'),
    expected:
      /The QName value '\{http:\/\/schemas\.microsoft\.com\/office\/taskpaneappversionoverrides\}OpenTaskpane' of the xsi:type attribute does not resolve to a type definition/,
  },
  {
    name: 'a Label resid with no ShortStrings entry',
    breakIt: (doc) =>
      child(one(doc, 'ov', 'Control'), 'ov', 'Label').setAttribute('resid', 'Wharf.Missing.Label'),
    expected: /No match found for key-sequence \['Wharf\.Missing\.Label'\] of keyref '.*ShortStringRefs'/,
  },
  {
    name: 'an icon image resid with no Images entry',
    // The third bt:Image in document order is the group icon's 80 px reference.
    breakIt: (doc) => all(doc, 'bt', 'Image')[2]?.setAttribute('resid', 'Wharf.Icon.81'),
    expected: /No match found for key-sequence \['Wharf\.Icon\.81'\] of keyref '.*ImageRefs'/,
  },
  {
    name: 'a ribbon icon of an undocumented size',
    breakIt: (doc) => all(doc, 'bt', 'Image')[0]?.setAttribute('size', '17'),
    expected: /\[facet 'enumeration'\] The value '17' is not an element of the set/,
  },
  {
    name: 'two resources with the same id',
    breakIt: (doc) => stringResource(doc, 'Wharf.Group.Label').setAttribute('id', 'Wharf.OpenButton.Label'),
    expected: /Duplicate key-sequence \['Wharf\.OpenButton\.Label'\]/,
  },
];

describe('the manifest schema rejects a broken manifest', () => {
  it.each(brokenCases)(
    '$name',
    async ({ breakIt, expected }) => {
      const doc = parse(manifestXml);
      breakIt(doc);
      const broken = serialize(doc);
      expect(broken, 'the mutation changed the manifest').not.toBe(serialize(parse(manifestXml)));

      const result = await validate(broken);
      expect(result.valid, 'the broken manifest must not validate').toBe(false);
      const messages = result.errors.map((error) => error.message);
      expect(
        messages.some((message) => expected.test(message)),
        `expected an error matching ${expected}, got:\n${describeErrors(result)}`,
      ).toBe(true);
    },
    TIMEOUT_MS,
  );
});

describe("Microsoft's own manifest reader (office-addin-manifest)", () => {
  it('reads manifest.xml as an Excel task-pane add-in served from the add-in origin', async () => {
    const { OfficeAddinManifest } = await import('office-addin-manifest');
    const info = await OfficeAddinManifest.readManifestFile(MANIFEST_PATH);
    expect(info).toMatchObject({
      manifestType: 'xml',
      officeAppType: 'TaskPaneApp',
      displayName: 'Wharf',
      providerName: 'Wharf',
      hosts: ['Workbook'],
      permissions: 'ReadWriteDocument',
      defaultSettings: { sourceLocation: `${ADDIN_ORIGIN}/` },
    });
    expect(info.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  });
});
