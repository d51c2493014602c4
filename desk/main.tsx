// The desk page's entry: the only module of the desk with side effects at import.
import { createRoot } from 'react-dom/client';
import { DeskApp } from '../src/desk/DeskApp.tsx';
import './desk.css';

const root = document.getElementById('desk');
if (root) createRoot(root).render(<DeskApp />);
