import { escapeXml } from '../../xml/index.ts';
/** An element of an outbound message: text, or children in the schema's order. */
export type XmlNode =
  | { readonly name: string; readonly text: string }
  | { readonly name: string; readonly children: readonly XmlNode[] };

/** A group element; undefined children are left out, and a group left empty is left out too. */
export const group = (name: string, ...children: (XmlNode | undefined)[]): XmlNode | undefined => {
  const present = children.filter((child): child is XmlNode => child !== undefined);
  return present.length > 0 ? { name, children: present } : undefined;
};

/** A leaf; undefined, null and empty strings are left out. */
export const leaf = (name: string, value: string | number | boolean | null | undefined) => {
  if (value === undefined || value === null || value === '') return undefined;
  return { name, text: typeof value === 'boolean' ? (value ? '1' : '0') : formatValue(value) };
};

/** Decimals as the schemas want them: no exponent, at most six fraction digits, no trailing zeros. */
const formatValue = (value: string | number): string => {
  if (typeof value === 'string') return value;
  if (Number.isInteger(value)) return value.toFixed(0);
  return value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
};

/**
 * The document: the root element carries the namespace prefix and attributes, its children are
 * unqualified (elementFormDefault="unqualified", as the NCTS schemas want).
 */
export const serialize = (
  root: { prefix: string; name: string; namespace: string; attributes?: Record<string, string> },
  children: readonly (XmlNode | undefined)[],
): string => {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const attributes = Object.entries(root.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  const qualified = `${root.prefix}:${root.name}`;
  out.push(`<${qualified} xmlns:${root.prefix}="${escapeXml(root.namespace)}"${attributes}>`);
  const write = (node: XmlNode, indent: string) => {
    if ('text' in node) {
      out.push(`${indent}<${node.name}>${escapeXml(node.text)}</${node.name}>`);
      return;
    }
    out.push(`${indent}<${node.name}>`);
    for (const child of node.children) write(child, `${indent}  `);
    out.push(`${indent}</${node.name}>`);
  };
  for (const child of children) if (child) write(child, '  ');
  out.push(`</${qualified}>`);
  return `${out.join('\n')}\n`;
};
