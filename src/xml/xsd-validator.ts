import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';

export interface XsdCheck {
  /** Every schema violation as `line N: message`; empty when the document is valid. */
  validate(xml: string): string[];
  dispose(): void;
}

/** An XSD (without includes) compiled once by libxml2, for checking many documents against it. */
export const compileXsd = (xsd: string): XsdCheck => {
  const schemaDocument = XmlDocument.fromString(xsd);
  const validator = XsdValidator.fromDoc(schemaDocument);
  return {
    validate(xml) {
      let document: XmlDocument;
      try {
        document = XmlDocument.fromString(xml);
      } catch (error) {
        return [`not well-formed: ${(error as Error).message.trim()}`];
      }
      try {
        validator.validate(document);
        return [];
      } catch (error) {
        if (!(error instanceof XmlValidateError)) throw error;
        return error.details.map((detail) => `line ${detail.line}: ${detail.message.trim()}`);
      } finally {
        document.dispose();
      }
    },
    dispose() {
      validator.dispose();
      schemaDocument.dispose();
    },
  };
};
