import { escapeXml } from '../../xml/index.ts';
/** An element of an outbound message: text, or children in the schema's order. */
export type XmlNode =
  | { readonly name: string; readonly text: string; readonly source?: string | readonly string[] }
  | { readonly name: string; readonly children: readonly XmlNode[] };

/** A group element; undefined children are left out, and a group left empty is left out too. */
export const group = (name: string, ...children: (XmlNode | undefined)[]): XmlNode | undefined => {
  const present = children.filter((child): child is XmlNode => child !== undefined);
  return present.length > 0 ? { name, children: present } : undefined;
};

/**
 * A leaf; undefined, null and empty strings are left out. `source` is the canonical path of the
 * value, so a schema complaint about it can name the value the declarant sent.
 */
export const leaf = (
  name: string,
  value: string | number | boolean | null | undefined,
  source?: string | readonly string[],
): XmlNode | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'boolean' ? (value ? '1' : '0') : formatValue(value);
  return source && source.length > 0 ? { name, text, source } : { name, text };
};

/** Decimals as the schemas want them: no exponent, at most six fraction digits, no trailing zeros. */
const formatValue = (value: string | number): string => {
  if (typeof value === 'string') return value;
  if (Number.isInteger(value)) return value.toFixed(0);
  return value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
};

/** A serialised message and, per line, the element written there and the value it came from. */
export interface SerializedMessage {
  readonly xml: string;
  /** 1-based line as the schema validator reports it; undefined past the document. */
  lineAt(line: number): { readonly element: string; readonly source?: string } | undefined;
  /** The canonical paths of every value written. */
  readonly sources: readonly string[];
}

/**
 * The document: the root element carries the namespace prefix and attributes, its children are
 * unqualified (elementFormDefault="unqualified", as the NCTS schemas want). One element per
 * line, so a schema complaint's line names the element and the value behind it.
 */
export const serialize = (
  root: { prefix: string; name: string; namespace: string; attributes?: Record<string, string> },
  children: readonly (XmlNode | undefined)[],
): SerializedMessage => {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const lines: ({ element: string; source?: string } | undefined)[] = [undefined];
  const sources: string[] = [];
  const attributes = Object.entries(root.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  const qualified = `${root.prefix}:${root.name}`;
  out.push(`<${qualified} xmlns:${root.prefix}="${escapeXml(root.namespace)}"${attributes}>`);
  lines.push({ element: root.name });
  const write = (node: XmlNode, indent: string, element: string) => {
    if ('text' in node) {
      out.push(`${indent}<${node.name}>${escapeXml(node.text)}</${node.name}>`);
      const all = typeof node.source === 'string' ? [node.source] : (node.source ?? []);
      sources.push(...all);
      lines.push(all[0] ? { element, source: all[0] } : { element });
      return;
    }
    out.push(`${indent}<${node.name}>`);
    lines.push({ element });
    writeChildren(node.children, `${indent}  `, element);
    out.push(`${indent}</${node.name}>`);
    lines.push({ element });
  };
  const writeChildren = (nodes: readonly XmlNode[], indent: string, parent: string) => {
    const counts = new Map<string, number>();
    for (const node of nodes) counts.set(node.name, (counts.get(node.name) ?? 0) + 1);
    const seen = new Map<string, number>();
    for (const node of nodes) {
      const index = (seen.get(node.name) ?? 0) + 1;
      seen.set(node.name, index);
      const name = counts.get(node.name)! > 1 ? `${node.name}[${index}]` : node.name;
      write(node, indent, parent ? `${parent}/${name}` : name);
    }
  };
  writeChildren(
    children.filter((child): child is XmlNode => child !== undefined),
    '  ',
    '',
  );
  out.push(`</${qualified}>`);
  lines.push({ element: root.name });
  return {
    xml: `${out.join('\n')}\n`,
    lineAt: (line) => lines[line - 1],
    sources: [...new Set(sources)],
  };
};
