import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, lineHeight, media, radius, space, zIndex } from '../../theme/tokens';

export const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xxl};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

export const Label = styled.label`
  color: ${color.text};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
`;

export const Hint = styled.p`
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};
`;

export const TitleInput = styled.input`
  width: 100%;
  padding: ${space.md} 0;
  border: none;
  border-bottom: 2px solid ${color.border};
  background: transparent;
  color: ${color.text};
  font-size: ${fontSize.display};
  font-weight: ${fontWeight.bold};
  letter-spacing: -0.02em;

  &:focus {
    outline: none;
    border-bottom-color: ${color.brand};
  }
  &::placeholder {
    color: ${color.textDisabled};
  }
  ${media.mobile} {
    font-size: ${fontSize.title};
  }
`;

export const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${zIndex.raised};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space.sm};
  padding: ${space.md} 0;
  border-top: 1px solid ${color.border};
  background: ${color.bg};
`;

export const Status = styled.p`
  margin-right: auto;
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};

  &[data-tone='error'] {
    color: ${color.danger};
  }
  &[data-tone='warning'] {
    color: ${color.warningText};
  }
`;

export const UploadTrack = styled.div`
  width: 100%;
  max-width: 320px;
  height: 6px;
  overflow: hidden;
  border-radius: ${radius.pill};
  background: ${color.bgMuted};
`;

export const UploadFill = styled.div`
  height: 100%;
  background: ${color.brand};
  transition: width 120ms linear;
`;

export const UploadRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

export const Thumb = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space.lg};

  & img {
    width: 240px;
    max-width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.bgSubtle};
  }
`;

export const ThumbActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

export const HiddenFile = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

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
`;

export const ToolDivider = styled.span`
  width: 1px;
  height: 20px;
  margin: 0 ${space.xs};
  background: ${color.border};
`;
