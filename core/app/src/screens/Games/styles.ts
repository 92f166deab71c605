import lobby from '../../components/lobby/lobby.module.css';
import own from './Games.module.css';

/** The game screens' classes: the lobby's shared ones and their own, under one name (own rules win a clash). */
const styles: Readonly<Record<string, string>> = { ...lobby, ...own };
export default styles;
