import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

export interface XsdCheck {
  /** Every schema violation as `line N: message`; empty when the document is valid. */
  validate(xml: string): string[];
  dispose(): void;
}

let fileIncludes = false;

/**
 * An XSD file whose `xs:include`s are read from beside it (the NCTS schemas: cc015c.xsd includes
 * ctypes, htypes, stypes, tcl, doc). Only schemas are read from disk; the documents validated are
 * our own generated messages.
 */
export const compileXsdFile = (path: string): XsdCheck => {
  if (!fileIncludes) fileIncludes = xmlRegisterFsInputProviders();
  const absolute = resolve(path);
  return compileSchemaDocument(XmlDocument.fromBuffer(readFileSync(absolute), { url: absolute }));
};

/** An XSD (without includes) compiled once by libxml2, for checking many documents against it. */
export const compileXsd = (xsd: string): XsdCheck =>
  compileSchemaDocument(XmlDocument.fromString(xsd));

/**
 * Runs `check` on the parsed document and frees it after; a document that does not parse is one
 * complaint, `not well-formed: …`, as every check of a message words it.
 */
export const withParsedXml = (
  xml: string,
  check: (document: XmlDocument) => string[],
): string[] => {
  let document: XmlDocument;
  try {
    document = XmlDocument.fromString(xml);
  } catch (error) {
    return [`not well-formed: ${(error as Error).message.trim()}`];
  }
  try {
    return check(document);
  } finally {
    document.dispose();
  }
};

const compileSchemaDocument = (schemaDocument: XmlDocument): XsdCheck => {
  const validator = XsdValidator.fromDoc(schemaDocument);
  return {
    validate(xml) {
      return withParsedXml(xml, (document) => {
        try {
          validator.validate(document);
          return [];
        } catch (error) {
          if (!(error instanceof XmlValidateError)) throw error;
          return error.details.map((detail) => `line ${detail.line}: ${detail.message.trim()}`);
        }
      });
    },
    dispose() {
      validator.dispose();
      schemaDocument.dispose();
    },
  };
};
