"""Legend images (`/game rules`): drawing time and PNG size per game and language.

Each legend is drawn once cold (fonts and text masks not yet cached in this process), then
`--repeats` times warm; the bot draws each (game, language) once and keeps the bytes, so the cold
figure is what a player waits for the first time. Run:
`.venv/bin/python benchmarks/legends.py [--repeats 5]`.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time

from PIL import Image

from bot import registry


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="tiny sizes, in seconds (CI)")
    args = parser.parse_args()
    if args.quick:
        args.repeats = 1
    print(f"{'game':18} {'lang':4} {'cold ms':>8} {'warm p50 ms':>12} {'KiB':>6} {'size':>10}")
    for plugin in registry.plugins():
        render = plugin.render_legend
        if render is None:
            continue
        for language in ("en", "it"):
            start = time.perf_counter()
            png = render(language)
            cold = (time.perf_counter() - start) * 1000
            warm = []
            for _ in range(args.repeats):
                start = time.perf_counter()
                render(language)
                warm.append((time.perf_counter() - start) * 1000)
            width, height = Image.open(io.BytesIO(png)).size
            print(
                f"{plugin.name:18} {language:4} {cold:8.0f} {statistics.median(warm):12.0f} "
                f"{len(png) / 1024:6.0f} {width:>4}x{height:<5}"
            )


if __name__ == "__main__":
    main()
