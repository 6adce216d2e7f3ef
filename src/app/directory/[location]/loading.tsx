export { default } from "../(all)/loading";
