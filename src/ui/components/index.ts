export {
  AutoGrowTextarea,
  type AutoGrowTextareaProps,
  REPLY_TEXTAREA_MAX_HEIGHT,
  TEXTAREA_MAX_HEIGHT,
} from './auto-grow-textarea';
export { Avatar, type AvatarProps, defaultAvatarUrl } from './avatar';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  IconButton,
  type IconButtonProps,
} from './button';
export { Card, CardBody, CardMeta, CardTitle, PageContainer, SectionTitle } from './card';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DeleteConfirmDialog, type DeleteConfirmDialogProps } from './delete-confirm-dialog';
export { Dropdown, type DropdownOption, type DropdownProps } from './dropdown';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Footer } from './footer';
export { useDragScroll } from './hooks/use-drag-scroll';
export { useFocusTrap } from './hooks/use-focus-trap';
export { useIsMobile } from './hooks/use-is-mobile';
export { useOutsideClick } from './hooks/use-outside-click';
export * from './icons';
export { LevelBadge, type LevelBadgeProps } from './level-badge';
export { ListCardMeta, type ListCardMetaProps, ListCardSummary, ListCardTitle } from './list-card';
export { ListSkeleton, type ListSkeletonProps, PageSkeleton, skeletonBone } from './list-skeleton';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay';
export { LoginRequiredDialog, type LoginRequiredDialogProps } from './login-required-dialog';
export { Modal, type ModalProps } from './modal';
export { PagingBar, type PagingBarProps } from './paging-bar';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { RoleBadge, type RoleBadgeProps } from './role-badge';
export { ScrollToTop, type ScrollToTopProps } from './scroll-to-top';
export { isComposingKey, SearchBox, type SearchBoxProps } from './search-box';
export { SITE_LINKS } from './site-links';
export { Spinner, type SpinnerProps } from './spinner';
export { Pill, type TagOption, TagPicker, type TagPickerProps } from './tag-picker';
export { TagScroller, type TagScrollerProps } from './tag-scroller';
export { ThreeDotMenu, type ThreeDotMenuOption, type ThreeDotMenuProps } from './three-dot-menu';
export {
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastType,
  useToast,
} from './toast';
export { Tooltip, type TooltipProps } from './tooltip';
export { visuallyHidden } from './visually-hidden';
export { Block, BlockHeader } from './block.styles';
export { HighlightedText } from './highlighted-text';
