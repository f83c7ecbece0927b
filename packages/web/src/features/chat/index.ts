// What other parts of the web app may use of the chat: the side panels and the top bar's drawer.
export { GuestChat } from './components/guest-chat.tsx';
export { ChatDrawerButton, SessionChatPanel } from './components/session-chat.tsx';
