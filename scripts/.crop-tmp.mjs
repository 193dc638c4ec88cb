import sharp from 'sharp';
const [file, parts, prefix] = [process.argv[2], Number(process.argv[3]), process.argv[4]];
const meta = await sharp(file).metadata();
const h = Math.ceil(meta.height / parts);
for (let i = 0; i < parts; i++) {
  const top = i * h; const height = Math.min(h, meta.height - top);
  await sharp(file).extract({ left: 0, top, width: meta.width, height }).toFile(`${prefix}-${i}.png`);
}
console.log(meta.width, meta.height);
