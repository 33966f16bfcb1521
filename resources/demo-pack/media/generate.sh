#!/bin/sh
# Regenerates the lesson clips of this folder (see README.md). Needs ffmpeg with libvpx and the
# DejaVu fonts (Debian: apt-get install -y ffmpeg fonts-dejavu-core). Only for regeneration:
# the clips are committed, so neither CI nor the app needs ffmpeg.
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
# The progress bar's area, tested per pixel (X, Y) by geq.
BAR='between(X\,60\,419)*between(Y\,200\,205)'

# clip <file> <seconds> <title>: a dark star field, the title, and a bar that fills up as the
# clip plays, so a viewer sees progress. geq draws stars and bar per pixel (drawbox cannot grow
# over time), on full-resolution chroma (yuv444p) so that one set of coordinates fits all planes.
# Stars come from a fixed hash of the pixel position, not from a random source, so regenerating
# gives the same picture.
clip() {
  file=$1 seconds=$2 title=$3
  ffmpeg -v error -y \
    -f lavfi -i "color=c=0x0b1026:s=480x270:r=12:d=${seconds}" \
    -vf "format=yuv444p,geq=lum='if(${BAR}\,if(lt(X\,60+360*T/${seconds})\,157\,52)\,if(gt(mod(abs(sin(X*12.9898+Y*78.233))*43758.5453\,1)\,0.9975)\,230\,lum(X\,Y)))':\
cb='if(${BAR}\,if(lt(X\,60+360*T/${seconds})\,77\,150)\,cb(X\,Y))':\
cr='if(${BAR}\,if(lt(X\,60+360*T/${seconds})\,185\,122)\,cr(X\,Y))',\
drawtext=fontfile=${FONT}:text='Tech Journey · lezione':fontcolor=0x9fb3ff:fontsize=14:x=(w-tw)/2:y=70,\
drawtext=fontfile=${BOLD}:text='${title}':fontcolor=white:fontsize=30:x=(w-tw)/2:y=(h-th)/2,\
fade=t=in:st=0:d=1,fade=t=out:st=$((seconds - 1)):d=1,format=yuv420p" \
    -t "${seconds}" -an -c:v libvpx-vp9 -crf 45 -b:v 0 -row-mt 1 -deadline good \
    -metadata title="${title}" "${file}"
}

clip benvenuto.webm 12 'Benvenuto in Tech Journey'
clip terminale.webm 15 'Il terminale'
clip git-github.webm 15 'Git e GitHub'
clip html-css.webm 18 'HTML e CSS'
clip javascript.webm 16 'JavaScript'
clip back-end-api.webm 14 'Back end e API'
clip database-sql.webm 17 'Database e SQL'
clip devops-container.webm 13 'DevOps e container'
