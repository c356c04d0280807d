import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  XmlBufferInputProvider,
  XmlDocument,
  XsdValidator,
  xmlCleanupInputProvider,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';

const SCHEMAS = path.join(import.meta.dirname, 'schemas');

/**
 * Validates a sitemap against the sitemaps.org schema (schemas/sitemap.xsd, 0.9) with the
 * `xhtml:link` alternates declared (schemas/xhtml-link.xsd), using libxml2 (compiled to
 * WebAssembly). Returns the validator's messages; an empty list means valid.
 */
export function sitemapSchemaErrors(xml: string): string[] {
  const provider = new XmlBufferInputProvider({
    'sitemap.xsd': readFileSync(path.join(SCHEMAS, 'sitemap.xsd')),
    'xhtml-link.xsd': readFileSync(path.join(SCHEMAS, 'xhtml-link.xsd')),
  });
  xmlRegisterInputProvider(provider);
  const schema = XmlDocument.fromString(`<?xml version="1.0"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>
  <xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/>
</xsd:schema>`);
  const validator = XsdValidator.fromDoc(schema);
  const doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    return [(error as Error).message];
  } finally {
    doc.dispose();
    validator.dispose();
    schema.dispose();
    xmlCleanupInputProvider();
  }
}
