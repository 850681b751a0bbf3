/**
 * A rules document's blocks and spans as HTML (web/src/rules/doc.ts): paragraphs, nested lists, real tables
 * (scrolling sideways on phones), code; a rule carries its ID as element id. Links to other rules go to their
 * anchor: on the rules page itself (`#ID`), or from a pop-up to the rules page in a new tab.
 */
import type { Block, Span } from '../rules/doc.ts';

export interface RefTarget {
  /** `/rules/<game>` from a pop-up (a new tab, the table stays), '' on the rules page. */
  page: string;
  /** Rule anchors get their `id` on the rules page only (a pop-up must not duplicate them). */
  anchors: boolean;
}

export function Spans({ spans, to }: { spans: Span[]; to: RefTarget }) {
  return (
    <>
      {spans.map((s, i) => {
        switch (s.t) {
          case 'text':
            return s.v;
          case 'strong':
            return (
              <strong key={i}>
                <Spans spans={s.c} to={to} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <Spans spans={s.c} to={to} />
              </em>
            );
          case 'code':
            return <code key={i}>{s.v}</code>;
          case 'ref':
            return to.page ? (
              <a key={i} className="rule-ref" href={`${to.page}#${s.id}`} target="_blank" rel="noopener">
                {s.v}
              </a>
            ) : (
              <a key={i} className="rule-ref" href={`#${s.id}`}>
                {s.v}
              </a>
            );
        }
      })}
    </>
  );
}

export function Blocks({ blocks, to }: { blocks: Block[]; to: RefTarget }) {
  return (
    <>
      {blocks.map((b, i) => (
        <BlockView key={i} b={b} to={to} />
      ))}
    </>
  );
}

function BlockView({ b, to }: { b: Block; to: RefTarget }) {
  switch (b.t) {
    case 'p':
      return (
        <p id={to.anchors ? b.id : undefined} className={b.id ? 'rule' : undefined}>
          <Spans spans={b.c} to={to} />
        </p>
      );
    case 'list': {
      const items = b.items.map((it, i) => (
        <li key={i} id={to.anchors ? it.id : undefined} className={it.id ? 'rule' : undefined}>
          {/* A tight item (one paragraph) reads as a line, not as a paragraph with margins. */}
          {it.c.length === 1 && it.c[0]!.t === 'p' ? (
            <Spans spans={it.c[0]!.c} to={to} />
          ) : (
            <Blocks blocks={it.c} to={to} />
          )}
        </li>
      ));
      return b.ordered ? <ol start={b.start}>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return (
        <div className="rules-table">
          <table>
            <thead>
              <tr>
                {b.head.map((c, i) => (
                  <th key={i}>
                    <Spans spans={c} to={to} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {b.rows.map((r, i) => (
                <tr key={i}>
                  {r.map((c, j) => (
                    <td key={j}>
                      <Spans spans={c} to={to} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'code':
      return (
        <pre className="rules-code">
          <code>{b.v}</code>
        </pre>
      );
    case 'quote':
      return (
        <blockquote>
          <Blocks blocks={b.c} to={to} />
        </blockquote>
      );
    case 'hr':
      return <hr />;
  }
}
