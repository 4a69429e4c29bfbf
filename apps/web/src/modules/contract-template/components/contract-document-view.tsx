import {
  type ContractDocumentInput,
  type ContractSection,
  contractDocumentText,
  contractHeaderFields,
  contractSections,
  contractSignatureBlocks,
} from '@kc/domain/contract/document';
import { type ReactNode, useMemo } from 'react';
import './contract-document.css';

type GoodsSection = Extract<ContractSection, { kind: 'goods' }>;

/** A code or a figure is never broken across lines (the PDF keeps them whole too). */
const cellClass = (section: GoodsSection, j: number) => {
  const kind = section.kinds[j];
  return kind === 'code' || kind === 'figure' ? `kc-contract-doc-${kind}` : undefined;
};

const GoodsTable = ({ section }: { section: GoodsSection }) => (
  <div className="kc-contract-doc-table-wrap">
    <table data-testid="contract-goods-table">
      <thead>
        <tr>
          {section.head.map((h, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an attribute may share a column's name
            <th key={j}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {section.rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: goods rows have no identity of their own
          <tr key={i}>
            {row.map((cell, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the head
              <td key={j} className={cellClass(section, j)}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
        <tr className="kc-contract-doc-summary">
          {section.summary.map((cell, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the head
            <td key={j} className={cellClass(section, j)}>
              {cell}
            </td>
          ))}
        </tr>
        <tr>
          <td className="kc-contract-doc-words" colSpan={section.head.length}>
            {contractDocumentText.totalInWords}：{section.totalInWords}
          </td>
        </tr>
      </tbody>
    </table>
  </div>
);

export type ContractDocumentViewProps = {
  input: ContractDocumentInput;
  /** What stands at each party's seal place (a seal image once it has signed). */
  seals?: Partial<Record<'shipper' | 'buyer', ReactNode>>;
};

/**
 * A contract document as HTML, laid out by the domain's contractSections (spec 2 §2): the same clauses, numbers,
 * goods table and uppercase total as the PDF the server signs.
 */
export const ContractDocumentView = ({ input, seals }: ContractDocumentViewProps) => {
  const sections = useMemo(() => contractSections(input), [input]);
  return (
    <article className="kc-contract-doc" data-testid="contract-document">
      <h1>{input.templateName || contractDocumentText.title}</h1>
      <dl className="kc-contract-doc-head">
        {contractHeaderFields(input).map((f) => (
          <div key={f.label} style={{ display: 'contents' }}>
            <dt>{f.label}：</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      <p>{contractDocumentText.preamble}</p>
      {sections.map((s) => (
        <section key={s.number} data-testid="contract-section">
          <h2>
            {s.number}
            {s.title}
          </h2>
          {s.kind === 'goods' ? (
            <GoodsTable section={s} />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
            s.paragraphs.map((p, i) => <p key={i}>{p}</p>)
          )}
        </section>
      ))}
      <p>{contractDocumentText.footer}</p>
      <div className="kc-contract-doc-signatures">
        {contractSignatureBlocks(input).map((b) => (
          <div key={b.side} data-testid={`contract-seal-${b.side}`}>
            <div className="kc-contract-doc-seal">
              {b.seal}
              {seals?.[b.side] && <div className="kc-contract-doc-seal-image">{seals[b.side]}</div>}
            </div>
            <dl>
              {b.lines.map((l) => (
                <div key={l.label} style={{ display: 'contents' }}>
                  <dt>{l.label}：</dt>
                  <dd>{l.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </article>
  );
};
