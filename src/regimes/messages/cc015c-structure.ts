import { XmlElement, XmlText, type XmlTreeNode } from 'libxml2-wasm';
import { withParsedXml, type XsdCheck } from '../../xsd/index.ts';
import { CC015C_ITEMS } from './cc015c-items.generated.ts';
import { valueFault } from './item-values.ts';
import type { MessageItem } from './message-items.ts';

const NAMESPACE = 'http://ncts.dgtaxud.ec';
/** The root's PhaseID, by phase (its enumeration in each schema). */
const PHASE_IDS = { 5: ['NCTS5.0', 'NCTS5.1'], 6: ['NCTS5.0', 'NCTS5.1', 'NCTS6'] } as const;

const elementsOf = (element: XmlElement): XmlElement[] => {
  const children: XmlElement[] = [];
  for (let node: XmlTreeNode | null = element.firstChild; node; node = node.next)
    if (node instanceof XmlElement) children.push(node);
  return children;
};

const hasText = (element: XmlElement) => {
  for (let node: XmlTreeNode | null = element.firstChild; node; node = node.next)
    if (node instanceof XmlText && node.content.trim() !== '') return true;
  return false;
};

/**
 * An element's children against its group's items, in their order (the schema's sequence): each
 * item's count within its cardinality, nothing unknown, nothing out of place; each value in its
 * format. Complaints read as libxml2's do (`line N: Element 'x': …`), so they map back to values.
 */
const checkGroup = (parent: XmlElement, items: readonly MessageItem[], faults: string[]): void => {
  const children = elementsOf(parent);
  for (const child of children)
    if (child.namespaceUri !== '')
      faults.push(
        `line ${child.line}: Element '{${child.namespaceUri}}${child.name}': only the root is in a namespace.`,
      );
  let at = 0;
  for (const item of items) {
    let count = 0;
    while (at < children.length && children[at]!.name === item.n) {
      const child = children[at]!;
      count++;
      if (count > item.max)
        faults.push(
          `line ${child.line}: Element '${item.n}': more than ${item.max} (${item.d}) are not allowed.`,
        );
      if (item.c) {
        if (hasText(child))
          faults.push(`line ${child.line}: Element '${item.n}': a group holds no text.`);
        checkGroup(child, item.c, faults);
      } else {
        if (elementsOf(child).length > 0)
          faults.push(`line ${child.line}: Element '${item.n}': a value holds no elements.`);
        const fault = valueFault(item, child.content);
        if (fault) faults.push(`line ${child.line}: Element '${item.n}': ${fault} (${item.d}).`);
      }
      at++;
    }
    if (count < item.min)
      faults.push(
        `line ${(children[at] ?? parent).line}: Element '${parent.name}': missing child element '${item.n}' (${item.d}).`,
      );
  }
  for (const extra of children.slice(at)) {
    const known = items.some((item) => item.n === extra.name);
    faults.push(
      `line ${extra.line}: Element '${extra.name}': ${known ? `out of its place in '${parent.name}' (the order is fixed)` : `not an element of '${parent.name}'`}.`,
    );
  }
};

/**
 * CC015C checked against the data items of IE015 (the published specification, carried as
 * generated data): the service's own structural check, so a transit declaration can be filed
 * without the official schema files. Where an operator configures them, the XSD runs on top.
 */
export const cc015cStructure = (phase: 5 | 6): XsdCheck => ({
  validate(xml) {
    return withParsedXml(xml, (document) => {
      const root = document.root;
      if (root.name !== 'CC015C' || root.namespaceUri !== NAMESPACE)
        return [`line ${root.line}: Element '${root.name}': the message is {${NAMESPACE}}CC015C.`];
      const faults: string[] = [];
      const phaseId = root.attrs.find((attribute) => attribute.name === 'PhaseID')?.value;
      if (
        phaseId !== undefined &&
        !(PHASE_IDS[phase] as readonly string[]).includes(phaseId.trim())
      )
        faults.push(
          `line ${root.line}: Element 'CC015C': PhaseID '${phaseId}' is not of phase ${phase}.`,
        );
      checkGroup(root, CC015C_ITEMS[phase], faults);
      return faults;
    });
  },
  dispose() {},
});
