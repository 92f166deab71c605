export default function Home() {
  return <section aria-label="Home" />;
}
