import "bootstrap/dist/css/bootstrap.min.css";
import "./styles/app.css";
import { boot } from "./app/boot.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
void boot(container);
