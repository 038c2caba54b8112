import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { RichTextKey } from './i18n/messages';
import { useRichTextText } from './i18n/texts';
import {
  BoldIcon,
  BulletListIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  QuoteIcon,
  RedoIcon,
  UndoIcon,
} from './toolbar-icons';

interface ToolbarProps {
  editor: Editor;
  onLink: () => void;
  /** Absent: no image button (an e-mail's formatted part). */
  onImage?: () => void;
}

interface Tool {
  key: string;
  label: RichTextKey;
  icon: ReactNode;
  /** Letters the button shows (H2): its name says them too, so a speech-input user can say what they see. */
  shows?: string;
  /** Toggles: pressed while the selection has it. Actions: undefined. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
  /** A gap before it: the toolbar's groups. */
  group?: boolean;
}

const text = (label: string) => <span className="cp-rich-tool__text">{label}</span>;

/**
 * The formatting buttons: block kind, marks, lists and quote, link and image, undo and redo. One tab stop
 * (arrow keys, Home and End move between the buttons), each button named, toggles announced as pressed.
 */
export function RichTextToolbar({ editor, onLink, onImage }: ToolbarProps) {
  const { t } = useRichTextText();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => editor.chain().focus();

  const tools: Tool[] = [
    {
      key: 'p',
      label: 'toolbar.paragraph',
      icon: text('¶'),
      pressed: state.paragraph,
      run: () => chain().setParagraph().run(),
    },
    {
      key: 'h2',
      label: 'toolbar.heading2',
      icon: text('H2'),
      shows: 'H2',
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: 'toolbar.heading3',
      icon: text('H3'),
      shows: 'H3',
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'b',
      label: 'toolbar.bold',
      icon: <BoldIcon />,
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
      group: true,
    },
    {
      key: 'i',
      label: 'toolbar.italic',
      icon: <ItalicIcon />,
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'ul',
      label: 'toolbar.bulletList',
      icon: <BulletListIcon />,
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
      group: true,
    },
    {
      key: 'ol',
      label: 'toolbar.orderedList',
      icon: <OrderedListIcon />,
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'q',
      label: 'toolbar.blockquote',
      icon: <QuoteIcon />,
      pressed: state.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
    { key: 'a', label: 'toolbar.link', icon: <LinkIcon />, pressed: state.link, run: onLink, group: true },
    ...(onImage ? [{ key: 'img', label: 'toolbar.image' as const, icon: <ImageIcon />, run: onImage }] : []),
    {
      key: 'undo',
      label: 'toolbar.undo',
      icon: <UndoIcon />,
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
      group: true,
    },
    {
      key: 'redo',
      label: 'toolbar.redo',
      icon: <RedoIcon />,
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
    },
  ];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: focused === last ? 0 : focused + 1,
      ArrowLeft: focused === 0 ? last : focused - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="cp-rich-toolbar" role="toolbar" aria-label={t('toolbar.label')} onKeyDown={onKeyDown}>
      {tools.map((tool, index) => {
        const name = tool.shows === undefined ? t(tool.label) : `${t(tool.label)} ${tool.shows}`;
        return (
          <button
            key={tool.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={`cp-rich-tool${tool.group ? ' cp-rich-tool--group' : ''}`}
            tabIndex={index === focused ? 0 : -1}
            aria-label={name}
            title={name}
            aria-pressed={tool.pressed}
            aria-disabled={tool.disabled || undefined}
            // The editor keeps its selection: a mouse press on a button must not take the focus first.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocused(index)}
            onClick={() => {
              if (!tool.disabled) tool.run();
            }}
          >
            {tool.icon}
          </button>
        );
      })}
    </div>
  );
}
