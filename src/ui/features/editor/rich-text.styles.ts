import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, lineHeight, radius, space, zIndex } from '../../theme/tokens';

export const Surface = styled.div`
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bg};

  &:focus-within {
    border-color: ${color.brand};
  }

  /* ProseMirror's base rules, kept here because its injected <style> is refused by the CSP. */
  & .ProseMirror {
    position: relative;
    word-wrap: break-word;
    white-space: pre-wrap;
    white-space: break-spaces;
    font-variant-ligatures: none;
    font-feature-settings: 'liga' 0;
  }
  & .ProseMirror [contenteditable='false'] {
    white-space: normal;
  }
  & img.ProseMirror-separator {
    display: inline !important;
    width: 0 !important;
    height: 0 !important;
    margin: 0 !important;
    border: none !important;
  }
  & .ProseMirror-gapcursor {
    display: none;
  }
  & .ProseMirror-hideselection *::selection {
    background: transparent;
  }
  & .tiptap {
    min-height: 360px;
    padding: ${space.xl};
    color: ${color.text};
    font-size: ${fontSize.lg};
    line-height: ${lineHeight.body};
    word-break: keep-all;
    overflow-wrap: anywhere;
  }
  & .tiptap:focus {
    outline: none;
  }
  & .tiptap > * + * {
    margin-top: ${space.md};
  }
  & .tiptap h2 {
    font-size: ${fontSize.xxl};
    font-weight: ${fontWeight.bold};
  }
  & .tiptap h3 {
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
  }
  & .tiptap ul,
  & .tiptap ol {
    padding-left: ${space.xxl};
  }
  & .tiptap ul {
    list-style: disc;
  }
  & .tiptap ol {
    list-style: decimal;
  }
  & .tiptap blockquote {
    padding-left: ${space.lg};
    border-left: 4px solid ${color.borderStrong};
    color: ${color.textSecondary};
  }
  & .tiptap a {
    color: ${color.brandText};
    text-decoration: underline;
  }
  & .tiptap img {
    max-width: 100%;
    height: auto;
    border-radius: ${radius.md};
  }
  & .tiptap img.ProseMirror-selectednode {
    outline: 3px solid ${color.focus};
  }
  & .tiptap p.is-editor-empty:first-child::before {
    content: attr(data-placeholder);
    float: left;
    height: 0;
    color: ${color.textDisabled};
    pointer-events: none;
  }
`;

export const Toolbar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${zIndex.raised};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xxs};
  padding: ${space.sm};
  border-bottom: 1px solid ${color.border};
  border-radius: ${radius.lg} ${radius.lg} 0 0;
  background: ${color.bgSubtle};
`;

export const ToolButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  height: 36px;
  padding: 0 ${space.sm};
  border: none;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};

  &:hover:not(:disabled) {
    background: ${color.bgHover};
    color: ${color.text};
  }
  &[aria-pressed='true'] {
    background: ${color.brandSoft};
    color: ${color.brandText};
  }
  &:disabled {
    color: ${color.textDisabled};
  }
  &[data-tool='italic'] {
    font-style: italic;
    font-weight: ${fontWeight.regular};
  }
  &[data-tool='h2'] {
    font-size: ${fontSize.base};
  }
  &[data-tool='h3'] {
    font-size: ${fontSize.sm};
  }

  /* A mark's name, shown under it on hover and keyboard focus (a title shows late, never on focus). */
  &[data-tip]:hover::after,
  &[data-tip]:focus-visible::after {
    content: attr(data-tip);
    position: absolute;
    top: calc(100% + ${space.xs});
    left: 50%;
    transform: translateX(-50%);
    padding: ${space.xxs} ${space.sm};
    border-radius: ${radius.sm};
    background: ${color.text};
    color: ${color.bg};
    font-size: ${fontSize.xs};
    font-style: normal;
    font-weight: ${fontWeight.semibold};
    white-space: nowrap;
    pointer-events: none;
    z-index: ${zIndex.dropdown};
  }
`;

export const ToolDivider = styled.span`
  width: 1px;
  height: 20px;
  margin: 0 ${space.xs};
  background: ${color.border};
`;
