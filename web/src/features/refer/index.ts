export { ReferModal, type ReferModalProps } from './components/refer-modal.tsx';
export { ReferSidebarCard } from './components/refer-sidebar-card.tsx';
