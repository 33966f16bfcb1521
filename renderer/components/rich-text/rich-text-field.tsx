import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { sanitizedFragment } from '../../lib/sanitize/index.ts';
import { Tooltip } from '../tooltip/tooltip.tsx';
import { LinkForm } from './link-form.tsx';
import { editorMarkup, savedMarkup, textMarkup } from './rich-text-value.ts';
import './rich-text.css';

export interface RichTextFieldProps {
  label: string;
  /** The description: markup of the safe-HTML profile, or plain text (shown as paragraphs). */
  value: string;
  /** The new markup, already sanitised with the safe-HTML profile. */
  onChange: (html: string) => void;
  error?: string | undefined;
}

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';

const COMMANDS: ReadonlyArray<{ command: Command; label: string; text: string }> = [
  { command: 'bold', label: 'Grassetto (Ctrl+B)', text: 'G' },
  { command: 'italic', label: 'Corsivo (Ctrl+I)', text: 'C' },
  { command: 'insertUnorderedList', label: 'Elenco puntato', text: '•' },
  // The name holds the visible «1.», so a speech user can say it (WCAG 2.5.3, label in name).
  { command: 'insertOrderedList', label: '1. Elenco numerato', text: '1.' },
];

/**
 * A small editor for descriptions that allow formatting: bold, italic, lists and links, from a
 * labelled toolbar or the usual shortcuts. Whatever is typed or pasted, the value handed out is
 * the sanitiser's safe-HTML profile (spec 02 §9) and what is shown is built from sanitised
 * nodes, so nothing an author writes can carry script to a student's page.
 */
export function RichTextField({ label, value, onChange, error }: RichTextFieldProps) {
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  /** The last value this editor handed out: a value coming back equal is not reloaded. */
  const emitted = useRef<string | null>(null);
  const selection = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);

  useEffect(() => {
    const element = editor.current;
    if (!element || value === emitted.current) return;
    element.replaceChildren(sanitizedFragment(editorMarkup(value), 'safeHtml'));
    emitted.current = value;
  }, [value]);

  function emit() {
    const element = editor.current;
    if (!element) return;
    const html = savedMarkup(element.innerHTML, element.textContent ?? '');
    emitted.current = html;
    onChange(html);
  }

  /**
   * The browser's own editing commands (Chromium keeps the selection and the undo stack right);
   * what they produce is sanitised by emit() like anything typed.
   */
  function format(command: string, argument?: string) {
    if (typeof document.execCommand === 'function') document.execCommand(command, false, argument);
    emit();
  }

  function run(command: Command) {
    editor.current?.focus();
    format(command);
  }

  function rememberSelection() {
    const current = window.getSelection();
    selection.current =
      current && current.rangeCount > 0 && editor.current?.contains(current.anchorNode)
        ? current.getRangeAt(0)
        : null;
  }

  function insertLink(href: string) {
    setLinking(false);
    editor.current?.focus();
    const current = window.getSelection();
    if (selection.current && current) {
      current.removeAllRanges();
      current.addRange(selection.current);
    }
    format('createLink', href);
  }

  /** Pasted markup goes in sanitised, as nodes: a page copied from the web brings no script. */
  function paste(event: ClipboardEvent<HTMLDivElement>) {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    const fragment = sanitizedFragment(html || textMarkup(text), 'safeHtml');
    const current = window.getSelection();
    if (current && current.rangeCount > 0) {
      const range = current.getRangeAt(0);
      range.deleteContents();
      range.insertNode(fragment);
      range.collapse(false);
    } else {
      editor.current?.append(fragment);
    }
    emit();
  }

  return (
    <div className="rich-text">
      <span id={`${id}-label`} className="rich-text__label">
        {label}
      </span>
      <div className="rich-text__toolbar" role="toolbar" aria-label={`Formattazione: ${label}`}>
        {COMMANDS.map(({ command, label: name, text }) => (
          <Tooltip key={command} content={name}>
            <button
              type="button"
              className="rich-text__tool"
              aria-label={name}
              // Keeps the author's selection in the editor when the button is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
            >
              {text}
            </button>
          </Tooltip>
        ))}
        {/* Its visible text is its name: a tooltip would only repeat it. */}
        <button
          type="button"
          className="rich-text__tool"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            rememberSelection();
            setLinking(true);
          }}
        >
          Link
        </button>
      </div>
      {linking && <LinkForm onInsert={insertLink} onCancel={() => setLinking(false)} />}
      <div
        ref={editor}
        className="rich-text__editor"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={emit}
        onBlur={rememberSelection}
        onPaste={paste}
      />
      {error && (
        <p id={`${id}-error`} className="rich-text__error">
          {error}
        </p>
      )}
    </div>
  );
}
