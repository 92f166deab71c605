import page from '../../components/page/page.module.css';
import own from './wallet.module.css';

/** The money screens' classes: the page kit's shared ones and their own (channels, balance), under one name. */
const styles: Readonly<Record<string, string>> = { ...page, ...own };
export default styles;
